// Where main may fetch map tiles from: the tile URL comes from Settings, which a compromised renderer
// can change, so main must not become its proxy. https only (http only to this computer, and only when
// the user allowed local tile servers), no credentials, no private, link-local or loopback targets unless
// allowed, every resolved address checked. Used when Settings are saved and before every fetch.
import { lookup as dnsLookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

export interface TileTargetPolicy {
  /** Settings › "Allow tile servers on this computer or the local network" (development, tests). */
  allowLocal: boolean
}

/** Every address a host name resolves to. */
export type HostLookup = (hostname: string) => Promise<string[]>

export const systemLookup: HostLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address)

const local = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4]
] as const)
  local.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96]
] as const)
  local.addSubnet(net, prefix, 'ipv6')

/** Private, link-local, loopback, unspecified, multicast or reserved: not a public tile server. */
export function isLocalAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const family = isIP(ip)
  if (family === 0) return true
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return local.check(mapped[1]!, 'ipv4')
  return local.check(ip, family === 4 ? 'ipv4' : 'ipv6')
}

/** localhost, 127.0.0.0/8 or ::1 by name: this computer (also where connections may send a key over http). */
export function isLoopbackName(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127(?:\.\d{1,3}){3}$/.test(h)
}

/** A template with its placeholders filled: {z}, {x}, {y} as 0, {s} as "a" (the one subdomain main uses). */
const filled = (template: string) =>
  template.replaceAll('{z}', '0').replaceAll('{x}', '0').replaceAll('{y}', '0').replaceAll('{s}', 'a')

/**
 * The scheme, host and port part of a template ("https://{s}.tile.example.org"), as written. The tile
 * numbers may only stand in the path: in the host or port they would make every tile a different
 * address, and the origin the user confirmed would not be the one fetched. {s} stands for "a" always,
 * so it may name the host's first label.
 */
function placeholderOutsidePath(template: string): boolean {
  const m = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(template)
  const authority = m ? m[1]! : ''
  return authority.replace(/^\{s\}(?=\.)/, '').includes('{')
}

export const PLACEHOLDER_PROBLEM =
  'The tile URL may have {z}, {x} and {y} only in its path, not in the host or port ({s} only at the start of the host).'

/** scheme://host:port of a tile URL template (the one address every tile is fetched from), or null when it is none. */
export function tileOriginOf(template: string): string | null {
  if (placeholderOutsidePath(template)) return null
  try {
    const url = new URL(filled(template))
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/** The problem with a tile URL (template or concrete), before any name is resolved; null when fine. */
export function tileUrlProblem(raw: string, policy: TileTargetPolicy): string | null {
  if (placeholderOutsidePath(raw)) return PLACEHOLDER_PROBLEM
  let url: URL
  try {
    url = new URL(filled(raw))
  } catch {
    return 'The tile URL is not a valid URL.'
  }
  if (url.username || url.password) return 'The tile URL must not contain a user name or password.'
  const loopback = isLoopbackName(url.hostname)
  if (url.protocol === 'http:') {
    if (!loopback) return 'The tile URL must start with https:// (http:// only for a tile server on this computer).'
    if (!policy.allowLocal)
      return 'A tile server on this computer needs "Allow tile servers on this computer or the local network" in Settings.'
  } else if (url.protocol !== 'https:') return 'The tile URL must start with https://.'
  const literal = isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0
  if (!policy.allowLocal && (loopback || (literal && isLocalAddress(url.hostname)))) {
    return 'Tile servers on this computer or the local network need "Allow tile servers on this computer or the local network" in Settings.'
  }
  return null
}

/** Checks the URL and every address its host resolves to; null when main may fetch it. */
export async function tileTargetProblem(
  url: URL,
  policy: TileTargetPolicy,
  lookup: HostLookup = systemLookup
): Promise<string | null> {
  const problem = tileUrlProblem(url.href, policy)
  if (problem || policy.allowLocal) return problem
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host) ? [host] : await lookup(host).catch(() => [])
  if (addresses.length === 0) return 'The tile server cannot be found.'
  if (addresses.some(isLocalAddress))
    return 'The tile server resolves to an address on this computer or the local network.'
  return null
}
