# Threads read from pages saved from the forum (core::thread::page).
err-page-unknown = { $file } is not a page of a forum this program reads
help-page-unknown = save the thread's pages from the forum (Save page as…); the forum markers looked for: { $markers }
err-page-pm = { $file } is a private message page of { $forum }, not a page of the thread
err-page-login = { $file } is a login page of { $forum }, not a page of the thread: it was saved without being logged in
err-page-error = { $file } is an error page of { $forum } (it shows no post), not a page of the thread
err-page-search = { $file } is a search results page of { $forum }, not a page of the thread
help-page-thread = open the thread itself on the forum and save each of its pages (Save page as…) into the thread's folder
err-page-forums = { $file } is a page of { $forum }, but { $first } is a page of { $other }: one thread's pages come from one forum
help-page-forums = keep only the pages of the day's thread in the folder
err-page-post-time = { $file }: the time of post { $post } cannot be read ("{ $shown }")
help-page-post-time = give the time the page was saved with --saved-at when the forum shows relative times ("Today", "5 minutes ago"), or save the page again
err-page-post-author = { $file }: post { $post } shows no author
err-page-too-big = { $file } is too big: a saved page may have { $limit } bytes at most
err-pages-too-many = { $path } holds more than { $limit } pages
err-pages-too-many-posts = the saved pages hold more than { $limit } posts
err-pages-no-thread = the saved pages could not be read: the system refused a thread to parse them ({ $detail })
err-pages-none = { $path } holds no saved page (.html, .htm)
err-pages-stray = { $path } holds { $file }, which is not a saved page (.html, .htm, .json, .txt)
help-pages-stray = the thread's folder holds only its saved pages (and the browser's _files folders)
pages-read = Thread read from { $pages } saved { $pages ->
    [one] page
   *[other] pages
  } of { $forum }: { $posts } posts{ $duplicates ->
    [0] {""}
   *[other] , { $duplicates } seen on two pages and read once
  }.
pages-edited = Edited after posting (the forum says so): { $posts }.
pages-deleted = Deleted or awaiting approval on the forum (only a moderator sees them): { $posts }; not read as votes.
err-saved-at = --saved-at { $value } is not a time
help-saved-at = write the time the pages were saved as 2026-11-29 21:00, optionally with seconds and a +01:00 offset
check-thread-text = Thread { $file }: { $posts ->
    [one] 1 post
   *[other] { $posts } posts
  } read.
thread-earlier-skipped = { $count ->
    [one] Post #{ $first } is of an earlier phase, already archived in history/: not read as a vote of this phase.
   *[other] { $count } posts (#{ $first }–#{ $last }) are of an earlier phase, already archived in history/: not read as votes of this phase.
}
