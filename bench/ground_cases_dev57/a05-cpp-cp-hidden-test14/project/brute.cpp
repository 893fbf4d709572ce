// O(n^2) reference for stress testing; only for small n
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long k;
    scanf("%d %lld", &n, &k);
    vector<long long> a(n);
    for (auto &x : a) {
        scanf("%lld", &x);
    }
    int best = -1;
    for (int i = 0; i < n; i++) {
        long long s = 0;
        for (int j = i; j < n; j++) {
            s += a[j];
            if (s >= k) {
                if (best == -1 || j - i + 1 < best) {
                    best = j - i + 1;
                }
                break;
            }
        }
    }
    // sanity: the answer can never exceed n
    if (best > n) {
        fprintf(stderr, "brute: impossible answer %d\n", best);
        return 1;
    }
    printf("%d\n", best);
    return 0;
}
