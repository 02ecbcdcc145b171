// Until valuation/store.ts moves onto the storage core (src-main/storage/codec.ts), its import of
// these two helpers still points here.
export { asBytes, digestOf } from '../storage/codec'
