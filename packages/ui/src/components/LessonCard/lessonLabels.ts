import type { VideoTopic } from '@pariksha/contract/values';

/** The spec's chips' topics, as a card or a chip names them. */
export type VideoTopicLabels = Record<VideoTopic, string>;

export const defaultVideoTopicLabels: VideoTopicLabels = {
  logical_reasoning: 'Logical Reasoning',
  verbal_ability: 'Verbal Ability',
  quantitative_ability: 'Quantitative Ability',
};
