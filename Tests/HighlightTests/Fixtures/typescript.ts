import type { Config } from "./config";

export interface Page<T extends object = {}> {
  readonly title: string;
  tags?: string[];
  meta: Record<string, unknown>;
}

type Handler = (page: Page, index: number) => Promise<void>;

enum Kind { Post = "post", Page = "page" }

export abstract class Renderer implements Handler {
  private cache = new Map<string, Page>();
  constructor(protected readonly config: Config) {}
  abstract render(page: Page): string;
  keys(): Array<keyof Page> { return Object.keys(this.cache) as Array<keyof Page>; }
}

const isPage = (value: unknown): value is Page => value !== null && typeof value === "object";
let count = <number>total / 2;
