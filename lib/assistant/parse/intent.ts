/**
 * What kind of message this is before reading it as an answer: a skip, a
 * question back to the assistant, small talk, or something off topic.
 */
export type Intent = "skip" | "question" | "neutral" | "off_topic" | null;

/**
 * "No", "nope", "no thanks", "none at all", "nah, none", "no, that's all", "yes, that is all", "done", "that's it,
 * thanks": an answer that there is nothing to add. A "yes"/"ok" before it and a "thanks" after it do not make it one.
 */
const NONE_WORD = String.raw`(?:no(?:pe)?|nah|none(?: at all| really)?|nothing(?: at all| really| else| more)?|not really|n\/?a|no,? thanks?|no,? thank you|not that i can think of|that(?:['’]s| is| should be| would be) (?:all|it|everything|about it)|(?:all |i['’]?m |i am |we['’]re |we are )?done)`;
const NONE = new RegExp(
  String.raw`^(?:(?:yes|yeah|yep|ok(?:ay)?|right)[,\s]+)?${NONE_WORD}(?:[,\s]+${NONE_WORD})*(?:[,\s]+(?:thanks?|thank you|cheers))?[.!\s]*$`,
  "i",
);

const SKIP =
  /^(?:skip(?: (?:it|this|that|this one|for now))?|pass|next|na|no idea|not sure|unsure|don'?t know|i don'?t know|dunno|idk|not applicable|no preference|prefer not to say|rather not say|can'?t say|later|let'?s skip(?: (?:it|this|that))?|move on|no(?:ne)? for now|not now|not yet(?: decided)?|undecided|tbd|no comment)[.!\s]*$/i;
const SKIP_PHRASE = /\b(skip (this|that|it|the question)|i'?d rather not (say|answer)|prefer not to (say|answer|share)|not sure yet|haven'?t decided|don'?t want to (say|share)|let'?s leave (it|that) (out|blank))\b/i;
/** "None - it's a contract", "nothing, it's freelance": none, with the reason after it. */
const NONE_WITH_REASON = /^(?:none|nothing|no(?:ne)? benefits?|n\/a)\s*(?:[-–—,:;(]|because\b|as\b|since\b)/i;

/**
 * "Nothing else, please draft it", "ok, just write the post now": the user wants the post written, which
 * answers nothing. The whole message must say so: "draft release notes" is a duty, "draft it" is not.
 */
const DRAFT_NOW =
  /^(?:(?:ok(?:ay)?|so|nothing(?: else| more)?|no(?:thing)? more|that'?s (?:all|it|enough)|enough|fine)[,.!\s]+)?(?:(?:please|just|now|go ahead and|you can|can you)\s+)*(?:draft|write|generate|create|make|finish)\s+(?:it|this|that|the (?:job )?(?:post|posting|description|ad|draft|jd))(?:\s+(?:now|please|already|for me))*[.!\s]*$/i;

const NEUTRAL =
  /^(?:hi|hello|hey|hiya|yo|good (?:morning|afternoon|evening)|ok(?:ay)?|k|cool|nice|great|thanks?(?: you)?|thx|ty|sure|alright|right|hmm+|uh+|um+|yes|yep|yeah|fine|got it|sounds good|perfect|awesome|lol|:\)|👍)[.!\s]*$/i;

const QUESTION_START =
  /^(?:what|why|how|which|who|when|where|do|does|did|can|could|would|should|shall|is|are|will|may|explain|tell me (?:what|why|how)|i don'?t understand|what'?s)\b(?!['’])/i;

const OFF_TOPIC =
  /\b(weather|tell me a joke|a joke|football|soccer|basketball|movie|lyrics|poem|horoscope|bitcoin price|stock price|lottery|election|celebrity|netflix|who are you|what'?s your name|how are you|meaning of life)\b/i;

/** Attempts to talk to the model behind the assistant instead of answering: never read as an answer. */
export const INJECTION =
  /\b(ignore (?:all |the |any |your )?(?:previous|prior|above|earlier) (?:instructions|prompts?|rules)|disregard (?:all |the |your )?(?:previous|prior|above) |system prompt|you are now|pretend (?:to be|you are)|jailbreak|developer mode|reveal your (?:instructions|prompt))/i;

/** Clearly a question back ("what do you mean by hybrid?"), not an answer that ends in "?". */
export const isOpenQuestion = (text: string) =>
  /^(?:what|why|how|which|who|when|where|explain|i don'?t (?:understand|get it)|what'?s|whats|difference)\b/i.test(text.trim());

export function detectIntent(text: string): Intent {
  const t = text.trim();
  if (NONE.test(t) || SKIP.test(t) || SKIP_PHRASE.test(t) || NONE_WITH_REASON.test(t) || DRAFT_NOW.test(t)) return "skip";
  if (INJECTION.test(t)) return "off_topic";
  if (NEUTRAL.test(t)) return "neutral";
  if (OFF_TOPIC.test(t)) return "off_topic";
  if (t.endsWith("?") || QUESTION_START.test(t)) return "question";
  return null;
}

/** True for "no", "nope", "none" — an empty but valid answer to optional list topics. */
export const isNone = (text: string) => NONE.test(text.trim());
