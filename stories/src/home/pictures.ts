/**
 * Pictures that load in a story (the fixtures' picture host does not resolve, so their images show the
 * drawn fallback): an inline SVG in one colour, a face for participants, a scene for a chapter.
 */
const SHAPES = {
  face: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="{c}"/><circle cx="20" cy="16" r="8" fill="#fff"/><rect x="8" y="27" width="24" height="13" rx="6" fill="#fff"/></svg>',
  chapter:
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="96"><rect width="128" height="96" fill="{c}"/><circle cx="40" cy="40" r="16" fill="#fff"/><rect x="64" y="30" width="44" height="10" rx="5" fill="#fff"/><rect x="64" y="50" width="30" height="10" rx="5" fill="#fff"/></svg>',
} as const;

export const drawnPicture = (kind: keyof typeof SHAPES, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(SHAPES[kind].replace('{c}', colour))}`;
