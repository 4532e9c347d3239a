## Maps drawn by `adjudicate map` and by the setup (reports/setup/map.svg).
map-title-public = Map — { $phase }
map-title-master = Map — { $phase } (master's copy, with the secrets)
map-err-png = the map could not be drawn as PNG: { $error }
map-png-written = The PNG of the map is in { $path }.
