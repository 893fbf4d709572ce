import Chart from 'chart.js/auto';

const canvas = document.getElementById('revenue-chart');

async function render() {
    const res = await fetch(canvas.dataset.src, { headers: { Accept: 'application/json' } });
    const data = await res.json();
    new Chart(canvas, {
        type: 'bar',
        data: {
            labels: Object.keys(data),
            datasets: [{ label: 'Revenue (€)', data: Object.values(data), backgroundColor: '#6366f1' }],
        },
        options: {
            responsive: true,
            plugins: { legend: { display: false } },
            scales: { y: { beginAtZero: true } },
        },
    });
}

if (canvas) {
    render();
}
