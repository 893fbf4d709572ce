using System;
using UnityEngine;
using UnityEngine.SceneManagement;

public class GameManager : MonoBehaviour
{
    public static event Action GameOver;
    public static event Action GameStarted;

    public static GameManager Instance { get; private set; }

    [SerializeField] private GameObject gameOverPanel;
    [SerializeField] private float restartDelay = 0.5f;

    public bool IsOver { get; private set; }

    private void Awake()
    {
        Instance = this;
        IsOver = false;
        gameOverPanel.SetActive(false);
    }

    private void Start()
    {
        ScoreManager.ResetScore();
        GameStarted?.Invoke();
    }

    public void TriggerGameOver()
    {
        if (IsOver) return;
        IsOver = true;
        ScoreManager.SaveBest();
        gameOverPanel.SetActive(true);
        GameOver?.Invoke();
    }

    // Hooked to the Retry button on the game over panel.
    public void Restart()
    {
        Invoke(nameof(ReloadScene), restartDelay);
    }

    private void ReloadScene()
    {
        SceneManager.LoadScene(SceneManager.GetActiveScene().buildIndex);
    }
}
