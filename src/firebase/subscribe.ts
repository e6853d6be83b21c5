// Subscribing to a location of the Realtime Database, whole or as a map kept from child events (see
// ListenOptions in calls.ts). The SDK module is passed in, so that the app loads it when it first listens
// and a Node script (npm run bench:game) can listen the same way.

type FirebaseDatabase = typeof import('firebase/database');

/**
 * Subscribes to a location's value: read whole at each change, or, as a map, kept from child events (its
 * value delivered once the first load is in, then at each change).
 */
export function subscribe(
  firebaseDatabase: FirebaseDatabase,
  location: ReturnType<FirebaseDatabase['ref']>,
  asMap: boolean,
  deliver: (read: () => unknown) => void,
  fail: (error: Error) => void,
): () => void {
  if (!asMap) return firebaseDatabase.onValue(location, (snapshot) => deliver(() => snapshot.val()), fail);
  const children = new Map<string, unknown>();
  let loaded = false;
  const publish = () => {
    if (loaded) deliver(() => (children.size === 0 ? null : Object.fromEntries(children)));
  };
  const keep = (snapshot: { key: string | null; val(): unknown }) => {
    if (snapshot.key !== null) children.set(snapshot.key, snapshot.val());
    publish();
  };
  const stops = [
    firebaseDatabase.onChildAdded(location, keep, fail),
    firebaseDatabase.onChildChanged(location, keep, fail),
    firebaseDatabase.onChildRemoved(location, (snapshot) => {
      if (snapshot.key !== null) children.delete(snapshot.key);
      publish();
    }),
    // Child events of the first load come before this; its snapshot is never read whole.
    firebaseDatabase.onValue(
      location,
      () => {
        loaded = true;
        publish();
      },
      fail,
    ),
  ];
  return () => stops.forEach((stop) => stop());
}
