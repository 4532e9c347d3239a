"""Generates the among-us bench games (`scripts/bench-among-us.sh`): a manor four times the
sample one (four copies joined by doors), a 15-player and a 60-player roster, and one PM per
player moving three times from the Comedor. Needs python3 with PyYAML."""
import yaml, random, sys, os
top, out = sys.argv[1], sys.argv[2]
os.makedirs(out, exist_ok=True)
src = yaml.safe_load(open(os.path.join(top, 'src/rules/among_us/hacienda.yaml')))
def name(p, k): return p if k == 0 else f"{p} {k}"
big = {'places': {}, 'boundaries': [], 'features': dict(src['features']), 'passages': []}
big['features']['open'] = [name(p, k) for k in range(4) for p in src['features']['open']]
for k in range(4):
    for p, v in src['places'].items():
        v = dict(v)
        if 'room' in v and k: v['room'] = f"{v['room']} {k}"
        if 'aliases' in v and k: v.pop('aliases')
        # Each copy drawn beside the one before: a place needs a cell of its own.
        if 'at' in v and k:
            width = 1 + max(q['at'][0] for q in src['places'].values() if 'at' in q)
            v['at'] = [v['at'][0] + k * width, v['at'][1]]
        big['places'][name(p, k)] = v
    for b in src['boundaries']:
        b = dict(b); b['a'] = name(b['a'], k); b['b'] = name(b['b'], k)
        big['boundaries'].append(b)
    for g in src['passages']:
        big['passages'].append([name(p, k) for p in g])
for k in range(3):
    big['boundaries'].append({'a': name('Pasillo de Intendencia', k), 'b': name('Pasillo al sur de la Biblioteca', k + 1), 'kind': 'door', 'dir': 'noroeste'})
yaml.safe_dump(big, open(os.path.join(out, 'big.yaml'), 'w'), allow_unicode=True, sort_keys=False)
def passable(m):
    adj = {}
    for b in m['boundaries']:
        if b['kind'] in ('door', 'gap', 'section', 'stairs'):
            adj.setdefault(b['a'], []).append(b['b']); adj.setdefault(b['b'], []).append(b['a'])
    return adj
def pms(m, n, folder):
    os.makedirs(folder, exist_ok=True)
    adj = passable(m); rnd = random.Random(7)
    with open(folder + '/../roster.csv', 'w') as r:
        r.write('name,aliases,role,gender\n')
        for i in range(n):
            r.write(f"P{i:02d},,{'impostor' if i < n // 5 else 'vasallo'},\n")
    for i in range(n):
        at = 'Comedor'; lines = []
        for _ in range(3):
            to = rnd.choice(sorted(adj[at])); lines.append(f"mover {to}"); at = to
        open(f"{folder}/P{i:02d}.txt", 'w').write('\n'.join(lines) + '\n')
pms(src, 15, os.path.join(out, 'p15/orders'))
pms(big, 60, os.path.join(out, 'p60/orders'))

# `bench-among-us-gen.py TOP OUT N…` (scripts/bench-phases.sh) also makes a game of N players on
# the manor x4, ready for `next --dry-run` in OUT/gN: dealt for up to 60 players (the cap), and
# beyond, the 60-player game.yaml extended by hand as a master could edit it: each new player a
# copy of one of the 60 (his side, place, tasks...), named P60, P61...
import copy, subprocess
BIN = os.environ.get('BIN', os.path.join(top, 'target/release/adjudicate'))
def copy_keys(node, old, new):
    """Every mapping in `node` with the key `old` gets `new` with a copy of its value."""
    if isinstance(node, dict):
        for v in list(node.values()):
            copy_keys(v, old, new)
        if old in node:
            node[new] = copy.deepcopy(node[old])
    elif isinstance(node, list):
        for v in node:
            copy_keys(v, old, new)
for n in [int(a) for a in sys.argv[3:]]:
    dealt = min(n, 60)
    folder = os.path.join(out, f"p{n}")
    pms(big, n, os.path.join(folder, 'orders'))
    roster = os.path.join(out, f"roster{n}.csv")
    with open(roster, 'w') as r:
        r.write('name,aliases,role,gender\n')
        for i in range(dealt):
            r.write(f"P{i:02d},,{'impostor' if i < dealt // 5 else 'vasallo'},\n")
    game = os.path.join(out, f"g{n}")
    subprocess.run([BIN, 'init', game, '--ruleset', 'among-us', '--players', roster, '--seed', '1',
                    '--option', f"map={os.path.join(out, 'big.yaml')}"], check=True, stdout=subprocess.DEVNULL)
    if n > dealt:
        path = os.path.join(game, 'game.yaml')
        text = open(path).read()
        g = yaml.safe_load(text)
        # Options are text (`task-bar: off`), as YAML 1.1 would not read them.
        g['options'] = yaml.load(text, Loader=yaml.BaseLoader).get('options', {})
        for i in range(dealt, n):
            template = f"P{i % dealt:02d}"
            player = copy.deepcopy(next(p for p in g['players'] if p['name'] == template))
            player['name'] = f"P{i:02d}"
            g['players'].append(player)
            # One of each special role in a game: the copies play without one.
            for key, part in g['state'].items():
                if key not in ('specials', 'powers'):
                    copy_keys(part, template, player['name'])
        yaml.safe_dump(g, open(path, 'w'), allow_unicode=True, sort_keys=False)
    for f in os.listdir(os.path.join(folder, 'orders')):
        with open(os.path.join(folder, 'orders', f)) as src_pm, open(os.path.join(game, 'orders', f), 'w') as dst:
            dst.write(src_pm.read())
