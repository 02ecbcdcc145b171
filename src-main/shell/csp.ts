// The renderer's Content-Security-Policy. The same text is in src-renderer/index.html as a meta tag
// (file:// answers carry no headers); main also sets it as a header for every renderer response.
//
// style-src needs 'unsafe-inline': Vue's :style bindings and Leaflet position map panes, tiles and
// markers with inline style attributes. Scripts stay 'self' only, so inline styles cannot run code.
import { TILE_SCHEME } from '../tiles/fetch-tile'
import { IMAGE_SCHEME } from '../images'

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${TILE_SCHEME}: ${IMAGE_SCHEME}:`,
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'"
].join('; ')
