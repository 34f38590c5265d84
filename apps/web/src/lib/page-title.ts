import { useEffect } from 'react';
import { useAppContext } from './app-context.tsx';

/** Page titles read "subtitle | product title" (001 section 2). */
export function formatPageTitle(subtitle: string | undefined, productTitle: string): string {
  return subtitle ? `${subtitle} | ${productTitle}` : productTitle;
}

export function usePageTitle(subtitle: string | undefined): void {
  const { settings } = useAppContext();
  useEffect(() => {
    document.title = formatPageTitle(subtitle, settings.productTitle);
  }, [subtitle, settings.productTitle]);
}
