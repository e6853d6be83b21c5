// The keys that make a player's name unique in its game (games/{id}/names): the name as names are compared,
// look-alike letters of other scripts folded (comparableText.ts). Only the server's joinGame claims names,
// so this module, which loads Unicode's confusables, is kept off the player's phone: it is not in the
// domain's barrel (import "@/domain/game/playerNameKeys").
import { comparableForms, comparableText } from '../common/comparableText';
import { databaseKey } from '../common/databaseKeys';

/**
 * The key under games/{id}/names that makes a name unique in its game: the name as names are compared
 * (comparableText: "ANNA", "ａｎｎａ", "Anna\u{3164}" and "Аnna" with a Cyrillic "А" are one name) as a
 * database key (databaseKey: any name, "__proto__" too, is a key that behaves). For a name checkPlayerName
 * accepted.
 */
export function playerNameKey(name: string): string {
  return databaseKey(comparableText(name));
}

/**
 * Every key a name holds under games/{id}/names: playerNameKey, and a second one for a name whose capitals
 * of another script pose as Latin ones (comparableForms: "ВОВ" holds "bob" too). A name is taken when any
 * of its keys is.
 */
export function playerNameKeys(name: string): string[] {
  return comparableForms(name).map(databaseKey);
}
