import { isValidElement } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { homeList, unknownPathList } from './resources';

function ListOf({ resource, list }: { resource: string; list: unknown }) {
  const element = list as ComponentType | ReactElement | undefined;
  if (!element) return null;
  const List = element as ComponentType;
  return (
    <ResourceContextProvider value={resource}>
      {isValidElement(element) ? element : <List />}
    </ResourceContextProvider>
  );
}

/** `/` shows the credit application list (back-office.md §2 'Routes'). */
export function Home() {
  return <ListOf resource="applications" list={homeList} />;
}

/** Every unknown path shows the Customer Activations list (back-office.md §2 'Routes'). */
export function UnknownPath() {
  return <ListOf resource="activations" list={unknownPathList} />;
}
