// What the service made of the typed address: where the resolved address differs from what was typed,
// part by part (street, house number, postal code, place). The rules live in src-shared/address/compare.ts,
// which main uses too (a postal code conflict, the same address in the library).
export { differences, typedParts, type Difference } from '@shared/address/compare'
