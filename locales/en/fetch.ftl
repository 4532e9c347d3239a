# `adjudicate fetch`: a public thread's pages downloaded into the game's thread/ folder. English.

fetch-page = page { $page }: { $url } → thread/{ $file } ({ $posts } posts, #{ $first }–#{ $last })
fetch-page-unnumbered = page { $page }: { $url } → thread/{ $file } ({ $posts } posts)
fetch-done = { $pages } pages of the { $forum } thread in { $folder }: { $new } new, { $again } fetched again.
fetch-until = Stopped after post #{ $post } (--until-post).
err-fetch-address = `{ $address }` is not a web address of a thread (http:// or https://…)
err-fetch-robots = the forum's robots.txt does not let programs fetch { $url }
help-fetch-by-hand = save the thread's pages from your browser ("Save page as…", logged in if need be) into the game's thread/ folder, or bring them in with `adjudicate import`; nothing half-written was left
err-fetch-status = { $url }: the forum answered { $status } instead of the page
err-fetch-redirects = { $url }: too many redirects, the page never came
err-fetch-wait = { $url }: the forum asks to wait { $seconds } seconds before asking again: try again later
err-fetch-busy = { $url }: the forum was still busy ({ $status }) after { $tries } tries: try again later
err-fetch-elsewhere = { $url } leads to { $to }, another site or not a web page: not followed
err-fetch-too-big = { $url } is over { $limit } bytes: it is not a page of a thread
err-fetch-net = { $url } could not be fetched: { $error }
err-fetch-folder = { $path } is not a folder of the game's own (a link or a file): nothing is written through it
help-fetch-folder = the pages go to the game's thread/ folder, named page-0001.html, page-0002.html…; move away what stands in their place
err-fetch-other-thread = { $folder } holds the pages of { $first }, fetched before, not those of { $url }
help-fetch-other-thread = a game folder's thread/ holds one thread: give the same address, or move the old pages out of thread/ first
err-fetch-too-many = the thread has more than { $limit } pages: fetch stops there
err-fetch-other-topic = { $url } is a page of another topic than { $first }: the fetch stops here
help-fetch-other-topic = the forum led away from the thread (the topic was moved, merged or deleted?): check the address in a browser; the pages before it are kept
err-fetch-saved-url = { $file } does not say which address it was fetched from
err-fetch-login = { $url } is a login page of { $forum }: the thread is not public
err-fetch-error = { $url } is an error page of { $forum } (the topic does not exist, or only members may see it)
err-fetch-not-thread = { $url } is not a page of a thread of { $forum } (search results, private messages)
err-fetch-unknown = { $url } is not a page of a forum read here
help-fetch-unknown = a forum's pages are known by these marks: { $markers }; save the thread's pages by hand and paste its posts as text (`=== #N | Author | time`) if its forum is not among them
