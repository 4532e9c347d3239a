# Vote count messages (adjudicate tally, the day count). English.

## Tally
tally-title = Vote count: { $phase }
tally-no-votes = No votes yet.
tally-wagon = **{ $target }** ({ $weight }, L-{ $needed }): { $voters }
tally-wagon-no-lynch = **No lynch** ({ $weight }): { $voters }
tally-majority-strict = Majority: { $needed } of { $total } votes. L-0: lynched now.
tally-majority-plurality = At the deadline the most voted player is lynched, if alone at the top with at least { $min ->
    [one] 1 vote
   *[other] { $min } votes
}. L-0: would be lynched now.
tally-majority-plurality-ties = At the deadline the most voted players die (all of them on a tie), if they have at least { $min ->
    [one] 1 vote
   *[other] { $min } votes
}. L-0: would die now.
tally-not-voting = Not voting ({ $count }): { $players }
tally-everyone-voted = Everyone has voted.
tally-discarded-title = Votes that do not count
tally-discarded-item = { $voter } → { $vote } ({ $where }): { $reason }
tally-vote-no-lynch = no lynch
tally-vote-unvote = unvote
tally-vote-unread = "{ $written }"
tally-reason-not-eligible = cannot vote
tally-reason-self-vote = a player cannot vote for themselves
tally-reason-frozen = sent after the vote was closed
tally-frozen-warning = { $count ->
    [one] Warning: 1 vote in this count came after the vote was frozen in secret; posting the count as it is tells everyone.
   *[other] Warning: { $count } votes in this count came after the vote was frozen in secret; posting the count as it is tells everyone.
}
tally-reason-void = void ({ $why })
tally-reason-replaced = replaced by a later vote
tally-reason-withdrawn = withdrawn (unvote)
tally-reason-repeated = repeats the vote already standing
tally-reason-ignored-until-unvote = ignored: in this game a vote must be withdrawn (unvote) before voting again
tally-reason-nothing-to-unvote = an unvote with no vote standing
tally-reason-final = a vote, once cast, is never changed
tally-reason-late = after the deadline
tally-reason-hammer = after the hammer (a wagon already had a majority)
tally-void-not-candidate = { $target } cannot be voted
tally-void-no-abstention = abstaining is not allowed in this game
tally-ignored-title = Votes in posts by people who cannot vote
tally-ignored-not-playing = { $author } ({ $posts }): not playing
tally-ignored-cannot-vote = { $author } ({ $posts }): cannot vote now
tally-ignored-replaced = { $author } ({ $posts }): no longer plays (replaced by { $by })
tally-read-as-title = Names read as the roster has them
tally-read-as = { $voter }, post #{ $post }: read "{ $written }" as { $name }
tally-unread-title = Names that could not be read (not counted)
tally-unread-suggest = { $voter }, post #{ $post }: "{ $written }": did you mean { $names }?
tally-unread-ambiguous = { $voter }, post #{ $post }: "{ $written }" could be { $names }
tally-unread-none = { $voter }, post #{ $post }: "{ $written }": no player's name is close
tally-updated-post = Updated to post #{ $post } ({ $time }).
tally-updated-orders = Counted from the PMs in orders/.
tally-updated-none = No post counted yet.
tally-updated-secret = Count of the votes received by PM; a secret ballot: no names, no times.
err-tally-no-vote = { $phase } is not a voting phase: there are no votes to count
help-tally-no-vote = `adjudicate tally` counts the votes of a day phase
err-tally-deadline = `{ $value }` is not a date and time
help-tally-deadline = write the deadline as 2026-11-29 21:00, optionally with seconds and a +01:00 offset
err-tally-unread = { $voter }'s vote in post #{ $post } names no player: `{ $written }`
err-tally-unread-count = { $count ->
    [one] 1 vote could not be read: it is listed in the count, not counted
   *[other] { $count } votes could not be read: they are listed in the count, not counted
}
err-tally-unread-first = the first { $shown } are shown above, at their line of the thread
err-thread-header = line { $line } of { $file } is not a post header
err-thread-before-first-post = line { $line } of { $file } comes before the first post
err-thread-post-order = post #{ $post } comes after post #{ $previous } (line { $line } of { $file })
err-thread-time-order = post #{ $post } is dated before post #{ $previous } (line { $line } of { $file })
err-thread-no-posts = { $file } holds no post
help-thread-format = each post opens with a line `=== #123 | Author | 2026-11-29T21:03:00+01:00`, its text follows; paste the posts in the thread's order
err-thread-twice = two threads for the day: { $file } and { $orders }
help-thread-twice = keep one: remove { $orders }, or leave out `--thread` and `thread:` in game.yaml
err-thread-syntax = `syntax: { $syntax }` in game.yaml is not a vote syntax
help-thread-syntax = the syntaxes are { $syntaxes }
tally-hammer = { $target } reached majority at { $where } ({ $voter }'s vote).
tally-abstentions = Abstentions ({ $count }): { $players }
# A secret ballot (among-us's deliberations): how many votes, never whose.
tally-wagon-secret = **{ $target }**: { $weight ->
    [one] 1 vote
   *[other] { $weight } votes
}
tally-abstentions-secret = Abstentions: { $count }
tally-not-voting-secret = Not voted yet: { $count }
tally-hammer-secret = { $target } has reached a majority.
tally-hammer-by-pm = { $target } had a majority with the votes given by PM.
tally-origin-pm = PM
tally-discarded-item-secret = a vote: { $reason }
tally-history-title = Vote history
tally-forum-day = Day
tally-void-hidden = written in hidden text (a spoiler, white or transparent), which this game forbids
tally-unread-replaced = { $line } (replaced by the vote in post #{ $by })
tally-unclear-title = Not read as votes (check them)
tally-unclear = { $voter }, post #{ $post }: { $text }
tally-hidden-title = Votes in hidden text (a spoiler, white or transparent)
tally-hidden = { $voter }, post #{ $post }
err-tally-unclear = { $voter }'s post #{ $post } speaks of the vote and was not read as one: `{ $text }`
label-tally-unclear-name = a player's name in red or bold
label-tally-unclear-vote-word = a vote word
label-tally-unclear-question = a question, not a vote
label-tally-unclear-doubt = a negation, a condition or someone else's words: not a vote
label-tally-unclear-list = several names side by side: candidates, not a vote
label-tally-unclear-colour = a player's name in a colour that is not red
label-tally-unclear-other-syntax = a vote in a tag (`[vote]`), but this thread votes in red
label-tally-unclear-open-quote = a vote on the line of a `[quote` with no `[/quote]`: is it the poster's, or quoted?
label-tally-unclear-remark = a remark about the player (denies, defends, speaks of him): not a vote
label-tally-unclear-count = a line of a vote count (a name with its votes or voters): not the poster's vote
label-tally-unclear-signature = a name in the signature, after `--` or `_____`: not a vote
label-tally-unclear-label = what comes before it (a negation, a discarded choice, a joke, another day, an example) says it is not today's vote
label-tally-unclear-changed = another name after it, after a change of mind (`no, better`, `sorry`, `I meant`): which is the vote?
label-tally-unclear-edited = a vote in a post the forum shows edited, on a page saved after the deadline: the edit may have come late
label-tally-unclear-unvote-name = an unvote followed by a name that is not the vote it takes back: the name taken back, or a new vote without its vote word? (if a new vote, correct it)
label-tally-unclear-agreed = a vote quoted and seconded (x2, +1, “same”): the quote is someone else's vote; is it this player's too?
help-tally-unclear = if it is { $voter }'s vote, write `correct { $voter } NAME` in the master's orders; if it is not, `correct { $voter }` with the vote that stands, or `correct { $voter } none`
tally-ignored-master = { $author } ({ $posts }): set aside by the master, not counted
tally-ignored-master-note = Not in the count you post (the `ignore` order is yours): { $lines }
tally-late-pm = { $voter } ({ $pm }): { $vote }
tally-late-pm-note = Not in the count you post (a PM is private, and so is when it came): votes in PMs sent after the deadline: { $lines }
