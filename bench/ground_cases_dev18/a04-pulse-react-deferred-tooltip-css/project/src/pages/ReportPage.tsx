import { useState } from "react";
import { useParams } from "react-router-dom";
import { useReport } from "../api/useReport";
import { Button } from "../components/Button";
import { Card } from "../components/Card";
import { RevenueChart } from "../components/RevenueChart";
import { ShareDialog } from "../components/ShareDialog";
import { shareUrlFor } from "../lib/share";

export function ReportPage() {
  const { reportId = "" } = useParams();
  const { data: report, isLoading } = useReport(reportId);
  const [sharing, setSharing] = useState(false);

  if (isLoading || !report) return <p>Loading...</p>;

  return (
    <main>
      <Card
        title="Revenue"
        subtitle="Last 30 days"
        headerImage={report.coverUrl}
        actions={<Button onClick={() => setSharing(true)}>Share</Button>}
      >
        <RevenueChart data={report.daily} />
      </Card>
      <ShareDialog
        open={sharing}
        shareUrl={shareUrlFor(report)}
        reportName={report.name}
        onClose={() => setSharing(false)}
      />
    </main>
  );
}
