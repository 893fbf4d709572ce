using TMPro;
using UnityEngine;

public class UIScore : MonoBehaviour
{
    [SerializeField] private TMP_Text scoreText;
    [SerializeField] private TMP_Text bestText;
    [SerializeField] private float punchScale = 1.2f;

    private Vector3 baseScale;

    private void Awake()
    {
        baseScale = scoreText.transform.localScale;
    }

    private void OnEnable()
    {
        ScoreManager.ScoreChanged += OnScoreChanged;
        OnScoreChanged(ScoreManager.Score);
    }

    private void OnDisable()
    {
        ScoreManager.ScoreChanged -= OnScoreChanged;
    }

    private void OnScoreChanged(int score)
    {
        scoreText.text = score.ToString("N0");
        bestText.text = $"BEST {Mathf.Max(score, ScoreManager.Best):N0}";
        scoreText.transform.localScale = baseScale * punchScale;
    }

    private void Update()
    {
        scoreText.transform.localScale =
            Vector3.Lerp(scoreText.transform.localScale, baseScale, 10f * Time.deltaTime);
    }
}
