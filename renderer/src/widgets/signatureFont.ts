import '@fontsource/dancing-script/400.css';

/** A script face bundled with the app (served from our own origin, as in the PDFs), then system ones. */
export const SIGNATURE_FONT =
  "'Dancing Script', 'Brush Script MT', 'Segoe Script', 'Lucida Handwriting', 'Apple Chancery', cursive";
