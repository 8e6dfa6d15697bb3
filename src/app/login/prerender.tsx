/**
 * The sign-in page as HTML, for the built index.html (vite.config.ts renders it at build time;
 * issue 41): the same component as the React page, in English, so that its labels, names, ids
 * and accessible names are the page's. MUI's styles come with it (Emotion's <style> tags).
 */
import { renderToString } from 'react-dom/server';
import { SignInFrame } from './SignInFrame';
import { SignInPage } from './SignInPage';

export const prerenderSignIn = (): string =>
  renderToString(
    <SignInFrame>
      <SignInPage onSignedIn={() => undefined} />
    </SignInFrame>,
  );
