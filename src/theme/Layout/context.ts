import { createContext, useContext } from 'react';

const InsideLayout = createContext(false);

export const InsideLayoutProvider = InsideLayout.Provider;

/** Whether the calling component renders inside the page layout (navbar, footer). */
export function useIsInsideLayout(): boolean {
  return useContext(InsideLayout);
}
