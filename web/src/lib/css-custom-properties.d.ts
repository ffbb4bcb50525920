import 'react';

declare module 'react' {
  interface CSSProperties {
    /** CSS custom properties set inline, such as `--carousel-gap`. */
    [property: `--${string}`]: string | number | undefined;
  }
}
