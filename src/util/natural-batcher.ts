/** One item's share of a batch: its value, or a refusal that concerns that item alone. */
export type BatchItemResult<O> =
  | { readonly ok: true; readonly value: O }
  | { readonly ok: false; readonly error: unknown };

export interface NaturalBatcherOptions<I, O> {
  /** Most items in one batch. */
  readonly maxBatch: number;
  /** Items of different keys never share a batch; each key has its own queue (default: one queue). */
  readonly keyOf?: (item: I) => string;
  /** Runs a batch: one result per item, in order. Throwing fails the batch as a whole. */
  readonly runBatch: (items: I[]) => Promise<BatchItemResult<O>[]>;
  /** After a batch of several items threw: runs each of them alone, in order, to find whose fault it was. */
  readonly runOne: (item: I) => Promise<O>;
}

export interface NaturalBatcher<I, O> {
  /** Resolves with the item's value once its batch is done, or rejects with its refusal. */
  add(item: I): Promise<O>;
}

interface Waiting<I, O> {
  readonly item: I;
  readonly resolve: (value: O) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Natural batching (group commit): a batch starts at the end of the current event-loop turn (setImmediate,
 * not a timer), so the items added in that turn go together and a lone item costs no waiting; items added
 * while a batch of their key is running wait for it and go together in the next. Batches of one key run
 * one after another. A batch that throws is retried item by item, so one bad item fails only itself.
 */
export function createNaturalBatcher<I, O>(options: NaturalBatcherOptions<I, O>): NaturalBatcher<I, O> {
  const keyOf = options.keyOf ?? (() => "");
  const queues = new Map<string, Waiting<I, O>[]>();

  async function runOneByOne(batch: Waiting<I, O>[]): Promise<void> {
    for (const waiting of batch) {
      try {
        waiting.resolve(await options.runOne(waiting.item));
      } catch (error) {
        waiting.reject(error);
      }
    }
  }

  async function drain(key: string, queue: Waiting<I, O>[]): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      let results: BatchItemResult<O>[];
      try {
        results = await options.runBatch(batch.map((w) => w.item));
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error);
        else await runOneByOne(batch);
        continue;
      }
      batch.forEach((waiting, i) => {
        const result = results[i];
        if (!result) waiting.reject(new Error("batch returned no result for this item"));
        else if (result.ok) waiting.resolve(result.value);
        else waiting.reject(result.error);
      });
    }
    queues.delete(key);
  }

  return {
    add(item) {
      return new Promise<O>((resolve, reject) => {
        const key = keyOf(item);
        const queue = queues.get(key);
        if (queue) {
          queue.push({ item, resolve, reject });
          return;
        }
        const fresh: Waiting<I, O>[] = [{ item, resolve, reject }];
        queues.set(key, fresh);
        setImmediate(() => void drain(key, fresh));
      });
    },
  };
}
