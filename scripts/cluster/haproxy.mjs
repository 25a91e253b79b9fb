/**
 * HAProxy's configuration for the cluster: round robin over the instances, each checked on
 * /readyz every 500 ms (out after 2 failures, so a draining or dead instance stops getting
 * requests within about a second), and a request whose connection failed is sent to another
 * instance (only a failed connection: a request the server may have started on is never sent twice).
 *
 * A flood stops at the door: a stick table counts each client address's requests over 10 s, and
 * beyond PER_ADDRESS_REQUESTS_PER_10S HAProxy answers 429 itself, so the instances never see
 * them. The address is the connection's own (`src`): HAProxy is the edge here,
 * and a forwarded header is the client's to forge. The limit is far above what a person's
 * browser sends (a page and its assets are a few dozen requests) and is not the accounts' rate
 * limits, which the server keeps per address and per account behind it.
 */
export const PER_ADDRESS_REQUESTS_PER_10S = 500;

/** What HAProxy answers a flooding address: the API's error shape, and when to come back. */
const FLOOD_ANSWER = JSON.stringify({ detail: 'Too many requests from this address. Please try again in 10 seconds.' });

export function haproxyConfig({ port, servers, perAddressRequestsPer10s = PER_ADDRESS_REQUESTS_PER_10S }) {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  retries 3
  option redispatch
  retry-on conn-failure

frontend site
  bind 127.0.0.1:${port}
  option forwardfor
  stick-table type ip size 1m expire 30s store http_req_rate(10s)
  http-request track-sc0 src
  http-request deny deny_status 429 content-type application/json string '${FLOOD_ANSWER}' hdr Retry-After 10 if { sc_http_req_rate(0) gt ${perAddressRequestsPer10s} }
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
${servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`).join('\n')}
`;
}
