/**
 * HAProxy's configuration for the cluster: round robin over the instances, each checked on
 * /readyz every 500 ms (out after 2 failures, so a draining or dead instance stops getting
 * requests within about a second), and a request whose connection failed is sent to another
 * instance (only a failed connection: a request the server may have started on is never sent twice).
 */
export function haproxyConfig({ port, servers }) {
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
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
${servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`).join('\n')}
`;
}
