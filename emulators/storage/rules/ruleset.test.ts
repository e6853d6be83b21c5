// The rules engine on its own: match structure, wildcards, methods, the expression subset, functions,
// error semantics and syntax errors.
import { describe, expect, it } from 'vitest';
import type { RequestMethod } from './ast';
import { RulesSyntaxError } from './errors';
import { compileRules, type StorageRulesRequest } from './ruleset';
import type { RulesMap } from './values';

function rules(body: string, version = "rules_version = '2';"): ReturnType<typeof compileRules> {
  return compileRules(
    `${version}\nservice firebase.storage {\n  match /b/{bucket}/o {\n${body}\n  }\n}`,
    'test.rules',
  );
}

function request(
  method: RequestMethod,
  path: string,
  extra: Partial<StorageRulesRequest> = {},
): StorageRulesRequest {
  return {
    method,
    bucket: 'demo-loqi.appspot.com',
    path,
    auth: null,
    resource: null,
    requestResource: null,
    ...extra,
  };
}

const image = (size: number, contentType = 'image/png'): RulesMap => ({
  name: 'x',
  bucket: 'demo-loqi.appspot.com',
  size,
  contentType,
  metadata: {},
});

describe('match structure', () => {
  it('matches single-segment wildcards exactly and recursive ones to the end', () => {
    const ruleset = rules(`
      match /quizUploads/{folder}/{file} { allow read; }
      match /deep/{rest=**} { allow read; }`);
    expect(ruleset.authorize(request('get', 'quizUploads/f/a.png'))).toBe(true);
    expect(ruleset.authorize(request('get', 'quizUploads/f/g/a.png'))).toBe(false);
    expect(ruleset.authorize(request('get', 'quizUploads/a.png'))).toBe(false);
    expect(ruleset.authorize(request('get', 'deep/a/b/c.png'))).toBe(true);
  });

  it('lets a recursive wildcard match nothing in version 2 only', () => {
    const body = 'match /a/{rest=**} { allow read: if rest == ""; }';
    expect(rules(body).authorize(request('get', 'a'))).toBe(true);
    expect(rules(body, '').authorize(request('get', 'a'))).toBe(false);
  });

  it('binds wildcards of enclosing blocks, including {bucket}, and joins recursive ones with /', () => {
    const ruleset = rules(`
      match /users/{uid} {
        match /{path=**} { allow read: if uid == 'alice' && path == 'x/y.png' && bucket == 'demo-loqi.appspot.com'; }
      }`);
    expect(ruleset.authorize(request('get', 'users/alice/x/y.png'))).toBe(true);
    expect(ruleset.authorize(request('get', 'users/bob/x/y.png'))).toBe(false);
  });

  it('applies a block only to paths it matches completely', () => {
    const ruleset = rules('match /a { allow read; match /b { allow write; } }');
    expect(ruleset.authorize(request('get', 'a'))).toBe(true);
    expect(ruleset.authorize(request('get', 'a/b'))).toBe(false);
    expect(ruleset.authorize(request('create', 'a/b'))).toBe(true);
    expect(ruleset.authorize(request('create', 'a'))).toBe(false);
  });

  it('expands read and write into their methods and grants if any statement does', () => {
    const ruleset = rules(`
      match /r/{f} { allow read; }
      match /w/{f} { allow write; }
      match /g/{f} { allow get, create; }
      match /u/{f} { allow update: if false; allow update: if true; }`);
    // A list names the folder, the other methods an object in it.
    const allowed = (method: RequestMethod, path: string) =>
      ruleset.authorize(request(method, method === 'list' ? (path.split('/')[0] ?? '') : path));
    expect(
      ['get', 'list', 'create', 'update', 'delete'].map((m) => allowed(m as RequestMethod, 'r/x')),
    ).toEqual([true, true, false, false, false]);
    expect(
      ['get', 'list', 'create', 'update', 'delete'].map((m) => allowed(m as RequestMethod, 'w/x')),
    ).toEqual([false, false, true, true, true]);
    expect([allowed('get', 'g/x'), allowed('list', 'g/x'), allowed('create', 'g/x')]).toEqual([
      true,
      false,
      true,
    ]);
    expect(allowed('update', 'u/x')).toBe(true);
  });

  it('judges a list by the rules of the objects directly inside the folder', () => {
    const ruleset = rules('match /images/{imageId} { allow list: if request.auth != null; }');
    const alice = { uid: 'alice', token: { sub: 'alice' } };
    expect(ruleset.authorize(request('list', 'images', { auth: alice }))).toBe(true);
    expect(ruleset.authorize(request('list', 'images'))).toBe(false);
    expect(ruleset.authorize(request('list', 'elsewhere', { auth: alice }))).toBe(false);
  });
});

describe('conditions', () => {
  const uploadRules = rules(`
    match /quizUploads/{folder}/{file} {
      allow write: if request.resource.size < 5 * 1024 * 1024 && request.resource.contentType.matches('image/.*');
    }
    match /users/{uid}/{file=**} {
      allow read: if request.auth != null && request.auth.uid == uid;
      allow create: if resource == null;
      allow delete: if request.auth.token.admin == true || !(request.auth == null);
    }`);

  it('checks size with arithmetic and the content type with a full-match regular expression', () => {
    const write = (resource: RulesMap) =>
      uploadRules.authorize(request('create', 'quizUploads/f/a.png', { requestResource: resource }));
    expect(write(image(1000))).toBe(true);
    expect(write(image(5 * 1024 * 1024))).toBe(false);
    expect(write(image(10, 'text/plain'))).toBe(false);
    expect(write(image(10, 'application/image/png'))).toBe(false);
  });

  it('compares request.auth and wildcards, and denies when auth is null instead of failing', () => {
    const alice = { uid: 'alice', token: { sub: 'alice' } };
    expect(uploadRules.authorize(request('get', 'users/alice/a.png', { auth: alice }))).toBe(true);
    expect(uploadRules.authorize(request('get', 'users/bob/a.png', { auth: alice }))).toBe(false);
    expect(uploadRules.authorize(request('get', 'users/alice/a.png'))).toBe(false);
  });

  it('sees resource == null for an object that does not exist yet', () => {
    expect(uploadRules.authorize(request('create', 'users/a/x', { requestResource: image(1) }))).toBe(true);
    expect(
      uploadRules.authorize(
        request('create', 'users/a/x', { requestResource: image(1), resource: image(1) }),
      ),
    ).toBe(false);
  });

  it('lets || succeed when one side fails to evaluate, like the real engine', () => {
    const alice = { uid: 'alice', token: { sub: 'alice' } };
    // request.auth.token.admin does not exist: an error, but the right side is true.
    expect(uploadRules.authorize(request('delete', 'users/alice/x', { auth: alice }))).toBe(true);
    expect(uploadRules.authorize(request('delete', 'users/alice/x'))).toBe(false);
  });

  it('evaluates the rest of the documented subset', () => {
    const check = (condition: string, extra: Partial<StorageRulesRequest> = {}) =>
      rules(`match /t/{id} { allow get: if ${condition}; }`).authorize(request('get', 't/item-7', extra));
    expect(check('true')).toBe(true);
    expect(check('false')).toBe(false);
    expect(check('!(1 > 2) && (2 + 3 * 4 == 14) && 7 / 2 == 3 && 7 % 4 == 3 && -1 < 0')).toBe(true);
    expect(check("id.size() == 6 && id.lower() == 'item-7' && id.split('-')[1] == '7'")).toBe(true);
    expect(check("'b' in ['a', 'b'] && ['a', 'b'].hasAll(['a']) && ['a'].hasAny(['a', 'z'])")).toBe(true);
    expect(check('id is string && 3 is int && 1.5 is float && [1] is list && request.path is path')).toBe(
      true,
    );
    expect(check("request.path == '/b/demo-loqi.appspot.com/o/t/item-7' && request.method == 'get'")).toBe(
      true,
    );
    expect(check("(id == 'item-7' ? 1 : 2) == 1 && int('42') == 42 && string(3) == '3'")).toBe(true);
    expect(check('1 < "a"')).toBe(false);
    expect(check('undefinedVariable')).toBe(false);
    expect(check("resource.metadata.get('k', 'none') == 'v'", { resource: { metadata: { k: 'v' } } })).toBe(
      true,
    );
    expect(
      check("'k' in resource.metadata && resource.metadata.keys().size() == 1", {
        resource: { metadata: { k: 'v' } },
      }),
    ).toBe(true);
  });

  it('calls functions with parameters, let bindings and the variables of their scope', () => {
    const ruleset = compileRules(
      `rules_version = '2';
      service firebase.storage {
        function signedIn() { return request.auth != null; }
        match /b/{bucket}/o {
          match /users/{uid}/{file} {
            function isOwner(user) {
              let owner = uid;
              return signedIn() && user.uid == owner;
            }
            allow read: if isOwner(request.auth);
          }
        }
      }`,
      'functions.rules',
    );
    expect(ruleset.authorize(request('get', 'users/alice/a', { auth: { uid: 'alice', token: {} } }))).toBe(
      true,
    );
    expect(ruleset.authorize(request('get', 'users/alice/a', { auth: { uid: 'bob', token: {} } }))).toBe(
      false,
    );
    expect(ruleset.authorize(request('get', 'users/alice/a'))).toBe(false);
  });

  it('stops runaway recursion by denying', () => {
    const ruleset = compileRules(
      `service firebase.storage {
        function loop(n) { return loop(n + 1); }
        match /b/{bucket}/o { match /{f} { allow read: if loop(0); } }
      }`,
      'loop.rules',
    );
    expect(ruleset.authorize(request('get', 'x'))).toBe(false);
  });
});

describe('syntax errors', () => {
  function syntaxError(source: string): RulesSyntaxError {
    try {
      compileRules(source, 'storage.rules');
    } catch (error) {
      if (error instanceof RulesSyntaxError) return error;
      throw error;
    }
    throw new Error('expected a syntax error');
  }

  it('names the file, line and column', () => {
    const error = syntaxError(
      "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n    allow read: if true\n  }\n  oops\n}",
    );
    expect([error.file, error.line, error.column]).toEqual(['storage.rules', 6, 3]);
    expect(error.message).toBe("storage.rules:6:3: expected 'match' or 'function', found 'oops'");
  });

  it('rejects unknown methods, bad wildcards, other services and unclosed blocks', () => {
    expect(syntaxError('service firebase.storage { match /x { allow peek; } }').message).toBe(
      "storage.rules:1:45: unknown method 'peek': expected read, write, get, list, create, update or delete",
    );
    expect(syntaxError('service firebase.storage {\n match /x/{a=*} { allow read; } }').message).toMatch(
      /^storage\.rules:2:11: invalid wildcard/,
    );
    expect(syntaxError('service cloud.firestore { }').message).toMatch(
      /^storage\.rules:1:9: expected 'service firebase\.storage'/,
    );
    expect(syntaxError('service firebase.storage {\n match /x {\n allow read: if (true;\n}').message).toMatch(
      /^storage\.rules:3:22: expected '\)', found ';'/,
    );
    expect(syntaxError("rules_version = '3';").message).toMatch(
      /^storage\.rules:1:17: rules_version must be/,
    );
  });
});
