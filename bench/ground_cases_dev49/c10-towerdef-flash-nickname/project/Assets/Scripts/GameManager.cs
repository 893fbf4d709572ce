using System;
using UnityEngine;
using UnityEngine.SceneManagement;

public class GameManager : MonoBehaviour
{
    public static GameManager Instance { get; private set; }

    [SerializeField] private int startGold = 100;
    [SerializeField] private int startLives = 20;

    public int Gold { get; private set; }
    public int Lives { get; private set; }

    public event Action<int> GoldChanged;
    public event Action<int> LivesChanged;

    private void Awake()
    {
        if (Instance != null && Instance != this)
        {
            Destroy(gameObject);
            return;
        }
        Instance = this;
        Gold = startGold;
        Lives = startLives;
    }

    public void AddGold(int amount)
    {
        Gold += amount;
        GoldChanged?.Invoke(Gold);
    }

    public bool TrySpend(int amount)
    {
        if (Gold < amount) return false;
        Gold -= amount;
        GoldChanged?.Invoke(Gold);
        return true;
    }

    public void EnemyReachedBase(Enemy enemy)
    {
        Destroy(enemy.gameObject);
        Lives = Mathf.Max(Lives - 1, 0);
        LivesChanged?.Invoke(Lives);
        if (Lives == 0) SceneManager.LoadScene("GameOver");
    }
}
