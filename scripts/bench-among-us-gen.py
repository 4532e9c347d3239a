"""Generates the among-us bench games (`scripts/bench-among-us.sh`): a manor four times the
sample one (four copies joined by doors), a 15-player and a 60-player roster, and one PM per
player moving three times from the Comedor. Needs python3 with PyYAML."""
import yaml, random, sys, os
top, out = sys.argv[1], sys.argv[2]
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
