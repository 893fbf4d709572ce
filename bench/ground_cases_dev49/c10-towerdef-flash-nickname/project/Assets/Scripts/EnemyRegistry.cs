using System.Collections.Generic;

// Live enemies, kept by Enemy.OnEnable/OnDisable so nobody has to search the scene.
public static class EnemyRegistry
{
    private static readonly HashSet<Enemy> alive = new HashSet<Enemy>();

    public static int Count => alive.Count;
    public static IReadOnlyCollection<Enemy> All => alive;

    public static void Add(Enemy e) => alive.Add(e);
    public static void Remove(Enemy e) => alive.Remove(e);

    // Domain reload is often disabled in the editor: clear static state on play.
    [UnityEngine.RuntimeInitializeOnLoadMethod(UnityEngine.RuntimeInitializeLoadType.SubsystemRegistration)]
    private static void ResetOnPlay() => alive.Clear();
}
