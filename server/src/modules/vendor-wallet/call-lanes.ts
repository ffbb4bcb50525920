/** How one call of a group ended: its answer, or the error it alone failed with. */
export type CallOutcome<A> = { isDone: true; value: A } | { isDone: false; error: unknown };

interface Waiting<C, A> {
  call: C;
  resolve: (value: A) => void;
  reject: (reason: unknown) => void;
}

interface Lane<C, A> {
  queue: Waiting<C, A>[];
  isRunning: boolean;
}

/**
 * Runs calls in groups, per lane: a lane runs one group at a time, and the calls submitted while it runs wait and
 * form its next group, so a group is as large as the load makes it (one call when the lane is idle, many under
 * load) and the database does the work of a group in a few statements instead of a few per call. Lanes run
 * their groups concurrently; a caller keeps the calls that touch the same rows in one lane.
 */
export class CallLanes<C, A> {
  private readonly lanes: Lane<C, A>[];

  constructor(
    laneCount: number,
    private readonly maxGroupSize: number,
    /** Runs a group and answers one outcome per call, in order; a throw fails every call of the group. */
    private readonly runGroup: (calls: C[]) => Promise<CallOutcome<A>[]>,
  ) {
    this.lanes = Array.from({ length: Math.max(1, laneCount) }, () => ({ queue: [], isRunning: false }));
  }

  /** How many lanes there are; a lane key is taken modulo this. */
  get laneCount(): number {
    return this.lanes.length;
  }

  /** Runs `call` in the lane `laneKey` falls in; settles once its group is committed (or has failed). */
  submit(laneKey: number, call: C): Promise<A> {
    const lane = this.lanes[Math.abs(laneKey) % this.lanes.length];
    if (lane === undefined) {
      return Promise.reject(new Error('call lanes: no lane'));
    }
    return new Promise<A>((resolve, reject) => {
      lane.queue.push({ call, resolve, reject });
      if (!lane.isRunning) {
        lane.isRunning = true;
        // Start after the event loop has handed out every request it read in this turn: they join this group.
        setImmediate(() => void this.drain(lane));
      }
    });
  }

  private async drain(lane: Lane<C, A>): Promise<void> {
    try {
      while (lane.queue.length > 0) {
        const group = lane.queue.splice(0, this.maxGroupSize);
        let outcomes: CallOutcome<A>[];
        try {
          outcomes = await this.runGroup(group.map(({ call }) => call));
        } catch (error) {
          outcomes = group.map(() => ({ isDone: false, error }));
        }
        group.forEach(({ resolve, reject }, index) => {
          const outcome = outcomes[index];
          if (outcome?.isDone === true) {
            resolve(outcome.value);
          } else {
            reject(outcome?.error ?? new Error('call lanes: a call has no outcome'));
          }
        });
      }
    } finally {
      lane.isRunning = false;
    }
  }
}
