/** When a template may skip re-rendering a part: the same element type, key and props (sameElement.ts). */
import { sameElement } from './sameElement';

const Part = (props: { label: string; onClick?: () => void }) => <span>{props.label}</span>;
const Other = (props: { label: string }) => <b>{props.label}</b>;

describe('sameElement', () => {
  it('is true for the same element, or one of the same type, key and props (functions alike)', () => {
    const a = <Part key="x" label="Name" onClick={() => 1} />;
    expect(sameElement(a, a)).toBe(true);
    expect(sameElement(a, <Part key="x" label="Name" onClick={() => 2} />)).toBe(true);
  });

  it('is false when the type, the key or a prop differs', () => {
    const a = <Part key="x" label="Name" />;
    expect(sameElement(a, <Other key="x" label="Name" />)).toBe(false);
    expect(sameElement(a, <Part key="y" label="Name" />)).toBe(false);
    expect(sameElement(a, <Part key="x" label="Email" />)).toBe(false);
  });

  it('compares what is not an element by value', () => {
    expect(sameElement(['a', 1], ['a', 1])).toBe(true);
    expect(sameElement('a', 'b')).toBe(false);
    expect(sameElement(<Part label="Name" />, 'Name')).toBe(false);
    expect(sameElement(null, undefined)).toBe(false);
  });
});
