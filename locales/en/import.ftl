# `adjudicate import`: the forum's PM exports, PM pages and thread pages filed into a game. English.

import-filed = { $source }: { $player }'s { $kind ->
    [post] post
   *[pm] PM
} sent { $sent } → { $file }
import-filed-late = { $source }: { $player }'s { $kind ->
    [post] post
   *[pm] PM
} sent { $sent } → { $file }, LATE (the deadline was { $deadline }): `accept { $player }` or `reject { $player }` in orders/_master.txt
import-skip-stranger = { $source }: a { $kind ->
    [post] post
   *[pm] PM
} from { $sender } (sent { $sent }), who is not in the game: not filed
import-skip-master = { $source }: the master's { $kind ->
    [post] post
   *[pm] PM
} ({ $sender }, sent { $sent }): not filed
import-skip-known = { $source }: { $player }'s { $kind ->
    [post] post
   *[pm] PM
} sent { $sent } is already in { $file }: skipped
import-skip-earlier = { $source }: { $player }'s { $kind ->
    [post] post
   *[pm] PM
} sent { $sent } belongs to an earlier phase (its deadline was { $deadline }): skipped
import-skip-twice = { $source }: { $player }'s { $kind ->
    [post] post
   *[pm] PM
} sent { $sent } came twice in what was imported: filed once
import-skip-talk = { $source }: { $player }'s post sent { $sent } is only talk (no play, nothing of the game): not filed
import-skip-deleted = { $source }: { $player }'s { $kind ->
    [post] post
   *[pm] PM
} sent { $sent } is shown deleted on the forum: not filed
err-thread-post-not-filed = { $player }'s post { $post } in the thread (`{ $thread }`) is not in orders/: in this game each play is a post of the thread, and the turn is not resolved without it
help-thread-post-not-filed = `adjudicate import GAME { $thread }` files the players' posts as orders (those already filed, the master's and those that are only talk are skipped)
import-thread = { $source }: a { $forum } thread page → { $file }
import-thread-known = { $source }: this thread page is already in { $file }: skipped
import-same-time = { $player }: two PMs sent in the same minute ({ $date }): which came first is unknown; filed as { $file } and then { $other } in the order read: the later file counts as the last, check which one the player sent last
import-thread-earlier = { $source }: { $count ->
    [one] its post #{ $first } is
   *[other] its { $count } posts (#{ $first }–#{ $last }) are
} of an earlier phase, already archived in history/: skipped
import-thread-earlier-some = { $source }: { $count ->
    [one] post #{ $first } is
   *[other] { $count } of its posts (#{ $first }–#{ $last }) are
} of an earlier phase, already archived in history/: tally and next do not read them as votes of this phase
import-summary = { $filed } filed, { $skipped } skipped.
import-summary-dry-run = Dry run: { $filed } would be filed, { $skipped } skipped; nothing was written.
err-import-saved-at = `{ $time }` is not a time (`2026-12-02 23:10`)
err-import-too-big = { $file } is over { $mib } MiB: it is not a PM export nor a saved page
err-import-encoding = { $file } is not UTF-8 text ({ $detail })
err-import-csv = { $file } is not a phpBB PM export as phpBB writes it (it differs at { $detail })
err-import-csv-columns = { $file } is not a phpBB PM export: a record has a number of columns other than phpBB's six (subject, sender, date, to, message, bcc): record { $detail }
err-import-xml = { $file } is not a phpBB PM export in XML: { $detail }
err-import-empty = { $file } holds no PM
err-import-page-unknown = { $file } is a page neither of PMs nor of a thread of a forum read here (looked for: { $detail })
err-import-page-login = { $file } is a login page of { $detail }, not a page of PMs or of the thread: it was saved without being logged in
err-import-page-error = { $file } is an error page of { $detail } (it shows no post and no PM)
err-import-page-search = { $file } is a search results page of { $detail }, not a page of PMs or of the thread
err-import-pm-forum = { $file } is a { $detail } PM page, whose PMs are not read yet: copy its PMs into orders/ as text
err-import-page-empty = { $file } is a PM page with no PM in it
help-import-file = give phpBB's PM export (UCP → Private messages → a folder → "Export as" CSV, CSV (Excel) or XML) as it was downloaded, a saved PM page or a saved thread page; nothing was written
err-import-date = { $file }: the PM from { $sender } has a date that cannot be read: `{ $date }`
help-import-date = its phase cannot be told without it: export again with a date format of the board's default (ISO 8601 since phpBB 3.0.5), or give --saved-at for a page that says "today"; nothing was written
check-no-sent = { $file }: its sending time cannot be read, and this phase has a deadline ({ $deadline }): it was not checked against it and counts as sent last. Add a `sent:` line.
check-unclosed-quote = { $file }, line { $line }: a `[quote` without its `[/quote]`: the quote was taken to end with its own line, and the lines after it were read as the player's.
check-thread-read-as = post #{ $post } by { $voter }: “{ $written }” was read as { $name }: check it.
