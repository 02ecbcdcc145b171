// The protocol through which the renderer shows service images (offer images, property photos): main
// hands out references `lagebild-image://img/<id>` for URLs it received from a connection, fetches
// them (with the connection's key where the service asks for it) and keeps them for offline use.
export const IMAGE_SCHEME = 'lagebild-image'
export const APP_IMAGE_BASE = `${IMAGE_SCHEME}://img/`
