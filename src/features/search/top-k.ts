/** The best `k` documents by score (then popularity, then index order), in a min-heap. */
export class TopK {
  private readonly heap: { doc: number; score: number; tie: number }[] = [];
  constructor(private readonly k: number) {}

  private less(a: { doc: number; score: number; tie: number }, b: typeof a): boolean {
    if (a.score !== b.score) return a.score < b.score;
    if (a.tie !== b.tie) return a.tie < b.tie;
    return a.doc > b.doc;
  }

  offer(doc: number, score: number, tie: number): void {
    const item = { doc, score, tie };
    const heap = this.heap;
    if (heap.length < this.k) {
      heap.push(item);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.less(heap[i]!, heap[parent]!)) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
      return;
    }
    if (!this.less(heap[0]!, item)) return;
    heap[0] = item;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < heap.length && this.less(heap[left]!, heap[smallest]!)) smallest = left;
      if (right < heap.length && this.less(heap[right]!, heap[smallest]!)) smallest = right;
      if (smallest === i) break;
      [heap[i], heap[smallest]] = [heap[smallest]!, heap[i]!];
      i = smallest;
    }
  }

  sorted(): { doc: number; score: number }[] {
    return [...this.heap].sort((a, b) => (this.less(a, b) ? 1 : this.less(b, a) ? -1 : 0));
  }
}
