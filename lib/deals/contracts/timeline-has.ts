import type { TimelineEvent, TimelineFact, WordedTimelineEvent } from "@/lib/schemas/contract";

/** Whether the timeline already records this kind of fact (or, stored as words, an entry of this event name). */
export function timelineHas(
  timeline: readonly TimelineEvent[],
  matches: (fact: TimelineFact) => boolean,
  wordedMatches: (entry: WordedTimelineEvent) => boolean,
): boolean {
  return timeline.some((entry) => ("fact" in entry ? matches(entry.fact) : wordedMatches(entry)));
}
