/**
 * The part of i18next the app uses, in about 1 KB instead of 15 KB of gzip on the first page (decision 011):
 * nested keys, {{value}} interpolation (never escaped: React escapes), plural forms by Intl.PluralRules (key_one,
 * key_few...), key_context, defaultValue, returnObjects, a fallback language, exists and languageChanged.
 * Vite and Vitest put it in place of the package `i18next` (vite.config.ts, vitest.config.ts), so every import
 * stays as it was; translator.test.ts holds it to i18next's own answers for every key of the catalogues.
 */
type Tree = { [key: string]: unknown };
type Options = { [key: string]: unknown };
type Listener = (language: string) => void;

interface InitOptions {
  lng?: string;
  fallbackLng?: string;
  resources?: Record<string, { translation?: Tree }>;
}

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    target[key] = isTree(value) && isTree(target[key]) ? merge({ ...target[key] }, value) : value;
  }
  return target;
}

function find(tree: Tree | undefined, path: string): unknown {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (!isTree(node) && !Array.isArray(node)) return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function interpolate(text: string, options: Options): string {
  return text.replace(/\{\{-?(.+?)\}\}/g, (match, name: string) => {
    const key = name.trim();
    const value = key in options ? options[key] : find(options, key);
    if (value === undefined) return key in options ? '' : match;
    return value === null ? '' : String(value);
  });
}

function interpolateAll(value: unknown, options: Options): unknown {
  if (typeof value === 'string') return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, options));
  if (isTree(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateAll(item, options)]),
    );
  }
  return value;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

export class Translator {
  language = '';
  private fallback = 'en';
  private store: Record<string, Tree> = {};
  private listeners = new Map<string, Set<Listener>>();
  isInitialized = false;

  use(_plugin: unknown) {
    return this;
  }

  async init(options: InitOptions = {}) {
    this.store = {};
    this.fallback = options.fallbackLng ?? 'en';
    for (const [language, bundle] of Object.entries(options.resources ?? {})) {
      this.addResourceBundle(language, 'translation', bundle.translation ?? {});
    }
    this.language = options.lng ?? this.fallback;
    this.isInitialized = true;
    return this.t;
  }

  get languages() {
    return this.language === this.fallback ? [this.language] : [this.language, this.fallback];
  }

  get resolvedLanguage() {
    return this.language;
  }

  addResourceBundle(
    language: string,
    _namespace: string,
    resources: Tree,
    _deep?: boolean,
    _overwrite?: boolean,
  ) {
    this.store[language] = merge(this.store[language] ?? {}, resources);
    return this;
  }

  hasResourceBundle(language: string) {
    return language in this.store;
  }

  /** The catalogue value for a key: the most specific form first (context, plural), this language first. */
  private resolve(key: string, options: Options): unknown {
    const language = typeof options.lng === 'string' ? options.lng : this.language;
    const candidates = [key];
    if (typeof options.context === 'string' && options.context)
      candidates.unshift(`${key}_${options.context}`);
    if (typeof options.count === 'number') {
      const count = options.count;
      for (const base of [...candidates]) {
        const forms = [`${base}_${pluralForm(language, count)}`];
        if (count === 0) forms.unshift(`${base}_zero`);
        candidates.splice(candidates.indexOf(base), 0, ...forms);
      }
    }
    for (const code of language === this.fallback ? [language] : [language, this.fallback]) {
      for (const candidate of candidates) {
        const value = find(this.store[code], candidate);
        if (value !== undefined && value !== null) return value;
      }
    }
    return undefined;
  }

  t = (key: string | string[], options: Options | string = {}): string => {
    const opts: Options = typeof options === 'string' ? { defaultValue: options } : options;
    const keys = Array.isArray(key) ? key : [key];
    for (const one of keys) {
      const value = this.resolve(one, opts);
      if (value === undefined) continue;
      if (typeof value === 'string') return interpolate(value, opts);
      if (opts.returnObjects) return interpolateAll(value, opts) as string;
      return `key '${one} (${this.language})' returned an object instead of string.`;
    }
    const fallback = opts.defaultValue;
    if (typeof fallback === 'string') return interpolate(fallback, opts);
    return keys.at(-1) ?? '';
  };

  exists(key: string, options: Options = {}) {
    return this.resolve(key, options) !== undefined;
  }

  getFixedT(language: string | null) {
    return (key: string | string[], options: Options | string = {}) =>
      this.t(key, {
        ...(typeof options === 'string' ? { defaultValue: options } : options),
        ...(language ? { lng: language } : {}),
      });
  }

  async changeLanguage(language: string) {
    this.language = language;
    for (const listener of this.listeners.get('languageChanged') ?? []) listener(language);
    return this.t;
  }

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
  }
}

const i18next = new Translator();
export default i18next;
export const t = i18next.t;
