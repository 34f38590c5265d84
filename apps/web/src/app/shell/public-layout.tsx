import { Outlet } from 'react-router';
import { paths } from '../../lib/route-paths.ts';
import { Brand } from './brand.tsx';
import { LanguageMenu } from './language-menu.tsx';
import classes from './shell.module.css';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

/** Pages anonymous visitors may see (legal, guest login, not found): brand and language only. */
export function PublicLayout() {
  return (
    <>
      <SkipLink />
      <header className={classes.header}>
        <Brand to={paths.login} />
        <div className={classes.grow} />
        <LanguageMenu />
      </header>
      <main id={MAIN_ID} className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
