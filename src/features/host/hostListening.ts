// How the host's screen listens to a game of thousands (hostGateway.ts); the bench listens the same way.

/** How often the host's screen takes in hostInfo at most, while players join and answer (ms). */
export const HOST_INFO_EVERY_MS = 100;
