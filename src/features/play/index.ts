/** The player's screen (/join), which join.html's entry renders: the join form, then the game. */
export { JoinPage, useInGame } from './JoinPage';
