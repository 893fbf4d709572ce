process BWA_MEM {
    tag "$sample"
    label 'process_high'
    container 'quay.io/biocontainers/mulled-v2-fe8faa35dbf6dc65a0f7f5d4ea12e31a79f73e40:219b6c272b25e7e642ae3ff0bf0c5c81a5135ab4-0'

    input:
    tuple val(sample), path(reads)
    path ref

    output:
    tuple val(sample), path("${sample}.sorted.bam"), emit: bam

    script:
    def rg = "@RG\\tID:${sample}\\tSM:${sample}\\tPL:ILLUMINA\\tLB:${sample}"
    def sort_threads = Math.max(1, (task.cpus / 4) as int)
    """
    bwa mem -t ${task.cpus} -K 100000000 -Y -R '${rg}' ${ref} ${reads} \
      | samtools sort -@ ${sort_threads} -m 2G -o ${sample}.sorted.bam -
    samtools index ${sample}.sorted.bam
    """
}
