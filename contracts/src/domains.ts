/**
 * The domain vocabulary: the one set of names every package uses for the same domain — contracts'
 * `src/endpoints/<domain>.ts` and `src/entities/<domain>.ts`, fixtures' `src/endpoints/<domain>.ts`, the
 * simulator's `src/handlers/<domain>/` and `src/scenarios/catalogue/<domain>.ts`, web's `src/features/<domain>/`.
 * What each covers: contracts/README.md, "Domains". A test in each package fails on a file or folder named
 * outside this list.
 */
export const DOMAINS = [
  'session',
  'login',
  'shell',
  'share',
  'tracking',
  'home',
  'download',
  'freshment',
  'step-up',
  'my-classes',
  'parent-centre',
  'growth',
] as const;
