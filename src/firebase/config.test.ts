import { describe, expect, it } from 'vitest';
import { type AppSettings, type LocalStackAddresses, localSetup, productionSetup } from './config';

const stack: LocalStackAddresses = {
  projectId: 'demo-loqi',
  storageBucket: 'demo-loqi.appspot.com',
  databaseNamespaces: { main: 'demo-loqi-default-rtdb', games: 'demo-loqi-games' },
  auth: { host: '127.0.0.1', port: 9099 },
  functions: { host: '127.0.0.1', port: 5001 },
  database: { host: '127.0.0.1', port: 9000 },
  storage: { host: '127.0.0.1', port: 9199 },
};

const defaults: AppSettings = {
  region: 'us-central1',
  gamesDatabaseUrl: null,
  mainHost: null,
  appCheckSiteKey: null,
};

describe('localSetup', () => {
  it('points both database instances at the emulator, one namespace each', () => {
    const setup = localSetup(stack, { ...defaults, appCheckSiteKey: '6LcExampleExampleExample_key-1' });
    expect(setup.mainDatabaseURL).toBe('http://127.0.0.1:9000?ns=demo-loqi-default-rtdb');
    expect(setup.gamesDatabaseURL).toBe('http://127.0.0.1:9000?ns=demo-loqi-games');
    expect(setup.options.projectId).toBe('demo-loqi');
    expect(setup.emulators).toBe(stack);
    // The emulators cannot verify App Check tokens, so the local stack never asks for them.
    expect(setup.appCheckSiteKey).toBeNull();
  });

  it('is what development builds embed: the addresses of firebase.json', () => {
    expect(__LOQI_LOCAL_STACK__).toEqual(stack);
  });

  it("embeds the deploy settings of functions/.env: the functions' region, App Check off", () => {
    expect(__LOQI_SETTINGS__).toEqual(defaults);
    expect(localSetup(stack, __LOQI_SETTINGS__).region).toBe('us-central1');
  });
});

describe('productionSetup', () => {
  const initJson = {
    apiKey: 'AIza-example',
    authDomain: 'loqi-prod.firebaseapp.com',
    databaseURL: 'https://loqi-prod-default-rtdb.europe-west1.firebasedatabase.app',
    projectId: 'loqi-prod',
    storageBucket: 'loqi-prod.appspot.com',
    appId: '1:2:web:3',
  };
  const hosting = (status: number, body: unknown) => async (url: string) => {
    expect(url).toBe('/__/firebase/init.json');
    return new Response(JSON.stringify(body), { status });
  };

  it("reads the project's web config from Firebase Hosting and connects to no emulator", async () => {
    const setup = await productionSetup(hosting(200, initJson), defaults);
    expect(setup.options).toEqual(initJson);
    expect(setup.mainDatabaseURL).toBe(initJson.databaseURL);
    expect(setup.gamesDatabaseURL).toBe('https://loqi-prod-games.europe-west1.firebasedatabase.app');
    expect(setup.emulators).toBeNull();
  });

  it('takes the games database URL, the region and the App Check key from the build', async () => {
    const setup = await productionSetup(hosting(200, initJson), {
      region: 'europe-west1',
      gamesDatabaseUrl: 'https://live.firebaseio.com',
      mainHost: null,
      appCheckSiteKey: '6LcExampleExampleExample_key-1',
    });
    expect(setup.gamesDatabaseURL).toBe('https://live.firebaseio.com');
    expect(setup.region).toBe('europe-west1');
    expect(setup.appCheckSiteKey).toBe('6LcExampleExampleExample_key-1');
  });

  it('refuses to start when the games database would be the main one, naming the setting', async () => {
    const oldProject = { ...initJson, databaseURL: 'https://loqi-prod.firebaseio.com' };
    await expect(productionSetup(hosting(200, oldProject), defaults)).rejects.toThrow(
      /The live-game database would be the main database .* set LOQI_GAMES_DATABASE_URL/,
    );
  });

  it('fails clearly when Hosting has no config', async () => {
    await expect(productionSetup(hosting(404, {}), defaults)).rejects.toThrow(
      'Could not load the Firebase configuration (HTTP 404).',
    );
  });
});
