// The print font: Source Sans 3 (SIL OFL, @fontsource), latin and latin-ext at 400 and 700, woff2 only:
// Chromium reads woff2, so the package's other subsets and its woff copies would only weigh down the app.
// Each subset and weight is one face, as an @font-face rule would declare it (swap, its unicode-range),
// loaded only when text of its range is drawn.
import latin400 from '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2?url'
import latin700 from '@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff2?url'
import latinExt400 from '@fontsource/source-sans-3/files/source-sans-3-latin-ext-400-normal.woff2?url'
import latinExt700 from '@fontsource/source-sans-3/files/source-sans-3-latin-ext-700-normal.woff2?url'

const SUBSETS = [
  {
    files: { 400: latinExt400, 700: latinExt700 },
    range:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C4,U+2113,U+2C60-2C7F,U+A720-A7FF'
  },
  {
    files: { 400: latin400, 700: latin700 },
    range:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
  }
]

for (const weight of [400, 700] as const)
  for (const s of SUBSETS)
    document.fonts.add(
      new FontFace('Source Sans 3', `url(${s.files[weight]}) format('woff2')`, {
        style: 'normal',
        weight: String(weight),
        display: 'swap',
        unicodeRange: s.range
      })
    )
