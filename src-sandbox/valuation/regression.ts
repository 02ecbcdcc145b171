// Weighted least squares with a ridge prior: minimises sum w_i (y_i - x_i b)^2 + sum_j lambda_j (b_j - prior_j)^2.
// With many comparables the data decide; with few, the coefficients stay near the priors (a hedonic
// model of the German market), so a handful of odd offers cannot produce a wild slope.

export interface RidgeFit {
  beta: number[]
  residualSd: number
  effectiveN: number
}

export function ridgeWls(rows: number[][], y: number[], w: number[], prior: number[], lambda: number[]): RidgeFit {
  const k = prior.length
  const a = Array.from({ length: k }, () => new Array<number>(k).fill(0))
  const b = new Array<number>(k).fill(0)
  for (let i = 0; i < rows.length; i++) {
    const x = rows[i]
    for (let p = 0; p < k; p++) {
      b[p] += w[i] * x[p] * y[i]
      for (let q = 0; q < k; q++) a[p][q] += w[i] * x[p] * x[q]
    }
  }
  for (let j = 0; j < k; j++) {
    a[j][j] += lambda[j]
    b[j] += lambda[j] * prior[j]
  }
  const beta = solve(a, b)
  let sw = 0,
    sw2 = 0,
    ss = 0
  for (let i = 0; i < rows.length; i++) {
    const r = y[i] - dot(rows[i], beta)
    ss += w[i] * r * r
    sw += w[i]
    sw2 += w[i] * w[i]
  }
  const effectiveN = sw2 > 0 ? (sw * sw) / sw2 : 0
  const dof = Math.max(1, effectiveN - 1)
  const residualSd = sw > 0 ? Math.sqrt((ss / sw) * (effectiveN / dof)) : Infinity
  return { beta, residualSd, effectiveN }
}

export function dot(x: number[], b: number[]): number {
  let s = 0
  for (let i = 0; i < x.length; i++) s += x[i] * b[i]
  return s
}

/** Gaussian elimination with partial pivoting (the systems here are 6x6 to 8x8). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length
  const m = a.map((row, i) => [...row, b[i]])
  for (let c = 0; c < n; c++) {
    let pivot = c
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) pivot = r
    ;[m[c], m[pivot]] = [m[pivot], m[c]]
    const d = m[c][c] || 1e-12
    for (let r = 0; r < n; r++) {
      if (r === c) continue
      const f = m[r][c] / d
      if (f === 0) continue
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k]
    }
  }
  return m.map((row, i) => row[n] / (row[i] || 1e-12))
}
