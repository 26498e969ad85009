import { isValidElement } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { homeList } from './resources';

/** `/` and every unknown path show the Customer Activations list (back-office.md §2 'Routes'). */
export function Home() {
  const list = homeList as ComponentType | ReactElement | undefined;
  if (!list) return null;
  const List = list as ComponentType;
  return (
    <ResourceContextProvider value="activations">
      {isValidElement(list) ? list : <List />}
    </ResourceContextProvider>
  );
}
