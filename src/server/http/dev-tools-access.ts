import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '~/server/config';
import { DomainError } from '~/server/core/domain-error';

/**
 * Headers a proxy (or a client pretending to be one) adds: a request carrying any of them did
 * not come straight from this machine, whatever address it arrived from.
 */
const PROXY_HEADERS = ['forwarded', 'via', 'x-real-ip', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip'];

const loopbackAddresses = new net.BlockList();
loopbackAddresses.addSubnet('127.0.0.0', 8, 'ipv4');
loopbackAddresses.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1, and IPv4-mapped 127.x (::ffff:127.0.0.1). */
function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  return loopbackAddresses.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** localhost, *.localhost, or a loopback address: a name that cannot point at another machine. */
function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  return isLoopbackAddress(hostname.replace(/^\[(.*)\]$/, '$1'));
}

/**
 * Whether a request came from this machine, straight: from a loopback address (the socket's, and
 * the client address TRUST_PROXY derives), through no proxy, and addressed to a loopback name
 * (a web page that re-points its own domain at 127.0.0.1, DNS rebinding, still sends its domain).
 */
function isLoopbackRequest(request: FastifyRequest): boolean {
  const { headers } = request;
  if (PROXY_HEADERS.some((name) => headers[name] !== undefined)) return false;
  if (Object.keys(headers).some((name) => name.startsWith('x-forwarded-'))) return false;
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    isLoopbackAddress(request.ip) &&
    isLoopbackHost(headers.host)
  );
}

/**
 * The `onRequest` hook of the development tools (mail outbox, webhook delivery log): they answer
 * outside production and from this machine only (docs/decisions/0018). To anyone else they do
 * not exist: 404 in the one error shape, as in production, before the query is even validated.
 */
export function devToolsOnly(config: Config): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    if (config.production || !isLoopbackRequest(request)) throw new DomainError('not_found');
  };
}
