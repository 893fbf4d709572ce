// ABC-style E: shortest routes
// N towns, M two-way roads (a, b, cost c). Print the minimum cost from town 1 to town N
// and the number of minimum-cost routes modulo 998244353, or -1 if N is unreachable.
#include <bits/stdc++.h>
using namespace std;

const int MOD = 998244353;
const int INF = INT_MAX;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n, m;
    cin >> n >> m;
    vector<vector<pair<int, int>>> g(n + 1);
    for (int i = 0; i < m; i++) {
        int a, b, c;
        cin >> a >> b >> c;
        g[a].push_back({b, c});
        g[b].push_back({a, c});
    }

    vector<int> dist(n + 1, INF);
    vector<int> cnt(n + 1, 0);
    priority_queue<pair<int, int>, vector<pair<int, int>>, greater<>> pq;
    dist[1] = 0;
    cnt[1] = 1;
    pq.push({0, 1});
    while (!pq.empty()) {
        auto [d, v] = pq.top();
        pq.pop();
        if (d > dist[v]) continue;
        for (auto [to, w] : g[v]) {
            int nd = dist[v] + w;
            if (nd < dist[to]) {
                dist[to] = nd;
                cnt[to] = cnt[v];
                pq.push({nd, to});
            } else if (nd == dist[to]) {
                cnt[to] += cnt[v];
            }
        }
    }

    if (dist[n] == INF) {
        cout << -1 << "\n";
    } else {
        cout << dist[n] << " " << cnt[n] % MOD << "\n";
    }
    return 0;
}
