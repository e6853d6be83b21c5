// How the host's screen listens to a game of thousands (hostGateway.ts); the bench listens the same way.

/** How often the host's screen takes in the roster and the Submissions at most, as a crowd joins and answers (ms). */
export const HOST_MAPS_EVERY_MS = 100;
