// ABC-style D: count pairs (i < j) with A_i + A_j <= K.
// Constraints: 2 <= N <= 2*10^5, 1 <= A_i, K <= 10^9.
// Idea: sort, then two pointers. If a[l] + a[r] <= k, every r' in (l, r] pairs with l.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n;
    long long k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());

    long long ans = 0;
    int l = 0, r = n - 1;
    while (l < r) {
        if (a[l] + a[r] <= k) {
            ans += r - l;
            l++;
        } else {
            r--;
        }
    }
    cout << ans << "\n";
    return 0;
}
