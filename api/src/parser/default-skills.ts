import type { SkillEntry } from './types.js';

/**
 * Default synonyms: alias → canonical skill name. Merged with the synonyms of the catalogue a caller passes;
 * an alias only counts when its canonical name is in that catalogue.
 */
export const DEFAULT_SYNONYMS: Record<string, string> = {
  JS: 'JavaScript',
  'Java Script': 'JavaScript',
  ES6: 'JavaScript',
  ECMAScript: 'JavaScript',
  ReactJS: 'React',
  'React.js': 'React',
  'React JS': 'React',
  'React Native': 'React Native',
  NodeJS: 'Node.js',
  'Node JS': 'Node.js',
  Node: 'Node.js',
  ExpressJS: 'Express',
  'Express.js': 'Express',
  AngularJS: 'Angular',
  'Angular.js': 'Angular',
  'Angular JS': 'Angular',
  VueJS: 'Vue.js',
  Vue: 'Vue.js',
  'Next.js': 'Next.js',
  NextJS: 'Next.js',
  Postgres: 'PostgreSQL',
  'Postgre SQL': 'PostgreSQL',
  PSQL: 'PostgreSQL',
  Mongo: 'MongoDB',
  'Mongo DB': 'MongoDB',
  'MS SQL': 'SQL Server',
  MSSQL: 'SQL Server',
  'Microsoft SQL Server': 'SQL Server',
  'My SQL': 'MySQL',
  K8s: 'Kubernetes',
  Golang: 'Go',
  'Amazon Web Services': 'AWS',
  'Google Cloud': 'GCP',
  'Google Cloud Platform': 'GCP',
  'Microsoft Azure': 'Azure',
  'C Sharp': 'C#',
  'CPP': 'C++',
  'Dot Net': '.NET',
  DotNet: '.NET',
  '.NET Core': '.NET',
  'ASP.NET Core': 'ASP.NET',
  'Spring-Boot': 'Spring Boot',
  SpringBoot: 'Spring Boot',
  'ML': 'Machine Learning',
  'DL': 'Deep Learning',
  'NLP': 'Natural Language Processing',
  'Sci-kit Learn': 'scikit-learn',
  'Scikit Learn': 'scikit-learn',
  sklearn: 'scikit-learn',
  'Tensor Flow': 'TensorFlow',
  'Py Torch': 'PyTorch',
  'MS Excel': 'Excel',
  'Microsoft Excel': 'Excel',
  'Advanced Excel': 'Excel',
  'MS Office': 'MS Office',
  'Microsoft Office': 'MS Office',
  'Power-BI': 'Power BI',
  PowerBI: 'Power BI',
  'CI/CD': 'CI/CD',
  'CICD': 'CI/CD',
  'Continuous Integration': 'CI/CD',
  'REST API': 'REST',
  'RESTful': 'REST',
  'REST APIs': 'REST',
  'RESTful APIs': 'REST',
  'Rest Services': 'REST',
  GraphQL: 'GraphQL',
  'HTML5': 'HTML',
  'CSS3': 'CSS',
  'SCSS': 'Sass',
  'Tailwind': 'Tailwind CSS',
  'TailwindCSS': 'Tailwind CSS',
  'Github': 'Git',
  'GitHub': 'Git',
  'GitLab': 'Git',
  'Jenkins CI': 'Jenkins',
  'Selenium WebDriver': 'Selenium',
  'Tally ERP': 'Tally',
  'Tally ERP 9': 'Tally',
  'Tally Prime': 'Tally',
  'Goods and Services Tax': 'GST',
  'Search Engine Optimization': 'SEO',
  'Search Engine Optimisation': 'SEO',
  'SEM': 'Digital Marketing',
  'Social Media Marketing': 'Digital Marketing',
  'Biz Dev': 'Business Development',
  'Recruiting': 'Recruitment',
  'Cust. Service': 'Customer Service',
  'Customer Support': 'Customer Service',
  'PMP': 'Project Management',
  'Scrum Master': 'Scrum',
  'Agile Methodology': 'Agile',
  'Agile Methodologies': 'Agile',
  'UI/UX': 'UI/UX Design',
  'UX': 'UI/UX Design',
  'Adobe XD': 'Adobe XD',
  'Photoshop': 'Adobe Photoshop',
  'Manual Testing': 'Manual Testing',
  'Automation Testing': 'Test Automation',
  'Test Automation': 'Test Automation',
  'Python3': 'Python',
  'Python 3': 'Python',
  'Core Java': 'Java',
  'J2EE': 'Java EE',
  'JEE': 'Java EE',
  'Java 8': 'Java',
  'Java8': 'Java',
  'Hadoop Ecosystem': 'Hadoop',
  'Apache Spark': 'Spark',
  'PySpark': 'Spark',
  'Apache Kafka': 'Kafka',
  'Elastic Search': 'Elasticsearch',
  'ELK': 'Elasticsearch',
  'AWS Lambda': 'AWS',
  'EC2': 'AWS',
  'S3': 'AWS',
  'Linux/Unix': 'Linux',
  'Unix': 'Linux',
  'Shell Scripting': 'Shell Scripting',
  'Bash': 'Shell Scripting',
  'Objective C': 'Objective-C',
  'Redux Toolkit': 'Redux',
  'jQuery': 'jQuery',
  'Data Structures': 'Data Structures & Algorithms',
  'DSA': 'Data Structures & Algorithms',
  'OOP': 'OOP',
  'OOPS': 'OOP',
  'Object Oriented Programming': 'OOP',
  'Micro Services': 'Microservices',
  'Micro-services': 'Microservices',
  'Docker Compose': 'Docker',
  'Terraform Cloud': 'Terraform',
  'Financial Modelling': 'Financial Modeling',
  'Fin Modeling': 'Financial Modeling',
  'Book Keeping': 'Bookkeeping',
  'HRMS': 'HR Operations',
  'Payroll Management': 'Payroll',
  'Payroll Processing': 'Payroll',
  'Stakeholder Mgmt': 'Stakeholder Management',
  'Team Handling': 'Team Management',
  'People Management': 'Team Management',
  'Lead Generation': 'Lead Generation',
  'Cold Calling': 'Cold Calling',
  'MS Word': 'MS Office',
  'MS PowerPoint': 'MS Office',
  'PowerPoint': 'MS Office',
  'SAP FI/CO': 'SAP FICO',
  'SAP FI CO': 'SAP FICO',
  'Dot Net Core': '.NET Core',
  'STAAD.Pro': 'STAAD Pro',
  'STAAD': 'STAAD Pro',
  'Primavera': 'Primavera P6',
  'Microsoft Project': 'MS Project',
  'Creo Parametric': 'Creo',
  'Pro/E': 'Creo',
  'Pro Engineer': 'Creo',
  'Ansys Workbench': 'ANSYS',
  'Geometric Dimensioning and Tolerancing': 'GD&T',
  'BOQ': 'BOQ Preparation',
  'Bill of Quantities': 'BOQ Preparation',
  'Quantity Survey': 'Quantity Surveying',
  'Cost Estimation': 'Estimation',
  'Bank Reco': 'Bank Reconciliation',
  'BRS': 'Bank Reconciliation',
  'Tax Deducted at Source': 'TDS',
  'Compensation & Benefits': 'Compensation and Benefits',
  'C&B': 'Compensation and Benefits',
  'SAP SuccessFactors': 'SuccessFactors',
  'Employee Engagement Activities': 'Employee Engagement',
  'Performance Appraisal': 'Performance Management',
  'Labour Law': 'Labour Laws',
  'Labor Laws': 'Labour Laws',
  'Statutory Compliance': 'Labour Laws',
  'KAM': 'Key Account Management',
  'Key Accounts': 'Key Account Management',
  'Salesforce.com': 'Salesforce CRM',
  'Dealer Management': 'Distributor Management',
  'Distribution Management': 'Distributor Management',
  'Demand Forecasting': 'Sales Forecasting',
  'Basic Life Support': 'BLS',
  'Advanced Cardiac Life Support': 'ACLS',
  'IV Cannulation': 'IV Cannulation',
  'Cannulation': 'IV Cannulation',
  'Critical Care': 'ICU Care',
  'Drug Administration': 'Medication Administration',
  'Infection Prevention': 'Infection Control',
  'Mechanical Ventilation': 'Ventilator Management',
  'Lesson Plans': 'Lesson Planning',
  'Classroom Discipline': 'Classroom Management',
  'CBSE Syllabus': 'CBSE Curriculum',
  'Curriculum Design': 'Curriculum Development',
  'Student Evaluation': 'Student Assessment',
  'Interactive Whiteboard': 'Smart Board',
  'Smartboard': 'Smart Board',
  'Lean Production': 'Lean Manufacturing',
};

const NAMES = `JavaScript TypeScript Java Python C C++ C# Go Rust Kotlin Swift Objective-C PHP Ruby Scala R Perl Dart
Node.js React React Native Angular Vue.js Next.js Express Django Flask FastAPI Spring Spring Boot Hibernate .NET ASP.NET
Ruby on Rails Laravel jQuery Redux HTML CSS Sass Tailwind CSS Bootstrap GraphQL REST Microservices
SQL MySQL PostgreSQL MongoDB Redis Oracle SQL Server SQLite Cassandra DynamoDB Elasticsearch Firebase
AWS Azure GCP Docker Kubernetes Terraform Ansible Jenkins CI/CD Git Linux Shell Scripting Nginx Kafka RabbitMQ
Hadoop Spark Hive Airflow Snowflake Databricks Tableau Power BI Excel MS Office Pandas NumPy scikit-learn TensorFlow
PyTorch Keras Machine Learning Deep Learning Natural Language Processing Computer Vision Data Analysis Data Science
Statistics Data Structures & Algorithms OOP Design Patterns System Design Selenium Cypress Jest JUnit Manual Testing
Test Automation JIRA Confluence Agile Scrum Kanban Figma Adobe XD Adobe Photoshop UI/UX Design Android iOS Flutter
Xamarin Unity Blockchain Solidity Java EE Microservices Webpack Babel Jenkins Prometheus Grafana Splunk ServiceNow
Salesforce SAP Tally GST Accounting Bookkeeping Taxation Auditing Financial Modeling Financial Analysis Budgeting
Payroll HR Operations Recruitment Onboarding Employee Relations Sales Business Development Lead Generation Cold Calling
Marketing Digital Marketing SEO Content Writing Copywriting Social Media Google Analytics Customer Service CRM
Negotiation Communication Leadership Team Management Project Management Product Management Stakeholder Management
Operations Management Supply Chain Logistics Procurement Inventory Management Six Sigma Lean Quality Assurance
Business Analysis Requirements Gathering Risk Management Compliance Banking Insurance Retail Event Management
Public Speaking Training Teaching Research AutoCAD SolidWorks MATLAB Embedded C VLSI PLC Networking Cyber Security
Penetration Testing Active Directory VMware Windows Server Hadoop .NET Core SAP FICO SAP MM SAP SD
Talent Acquisition Accounts Payable Accounts Receivable CATIA ANSYS Creo GD&T FMEA Lean Manufacturing STAAD Pro ETABS
Primavera P6 MS Project Quantity Surveying Estimation Revit Site Execution BOQ Preparation TDS Bank Reconciliation
Financial Reporting IFRS Employee Engagement HRIS Performance Management Labour Laws Workday SuccessFactors
Compensation and Benefits B2B Sales Channel Sales Key Account Management Salesforce CRM Distributor Management
Market Research Sales Forecasting Patient Care ICU Care BLS ACLS Wound Care IV Cannulation Medication Administration
Infection Control Ventilator Management Lesson Planning Classroom Management CBSE Curriculum Curriculum Development
Student Assessment Google Classroom Smart Board Mentoring`;

/** Multi-word names in the list above (split on single spaces would break them). */
const MULTI = [
  'React Native', 'Spring Boot', 'Ruby on Rails', 'Tailwind CSS', 'SQL Server', 'Shell Scripting', 'Power BI',
  'MS Office', 'Machine Learning', 'Deep Learning', 'Natural Language Processing', 'Computer Vision', 'Data Analysis',
  'Data Science', 'Data Structures & Algorithms', 'Design Patterns', 'System Design', 'Manual Testing', 'Test Automation',
  'Adobe XD', 'Adobe Photoshop', 'UI/UX Design', 'Java EE', 'Financial Modeling', 'Financial Analysis', 'HR Operations',
  'Employee Relations', 'Business Development', 'Lead Generation', 'Cold Calling', 'Digital Marketing', 'Content Writing',
  'Social Media', 'Google Analytics', 'Customer Service', 'Team Management', 'Project Management', 'Product Management',
  'Stakeholder Management', 'Operations Management', 'Supply Chain', 'Inventory Management', 'Six Sigma',
  'Quality Assurance', 'Business Analysis', 'Requirements Gathering', 'Risk Management', 'Event Management',
  'Public Speaking', 'Embedded C', 'Cyber Security', 'Penetration Testing', 'Active Directory', 'Windows Server',
  '.NET Core', 'SAP FICO', 'SAP MM', 'SAP SD', 'Talent Acquisition', 'Accounts Payable', 'Accounts Receivable',
  'Lean Manufacturing', 'STAAD Pro', 'Primavera P6', 'MS Project', 'Quantity Surveying', 'Site Execution', 'BOQ Preparation',
  'Bank Reconciliation', 'Financial Reporting', 'Employee Engagement', 'Performance Management', 'Labour Laws',
  'Compensation and Benefits', 'B2B Sales', 'Channel Sales', 'Key Account Management', 'Salesforce CRM',
  'Distributor Management', 'Market Research', 'Sales Forecasting', 'Patient Care', 'ICU Care', 'Wound Care',
  'IV Cannulation', 'Medication Administration', 'Infection Control', 'Ventilator Management', 'Lesson Planning',
  'Classroom Management', 'CBSE Curriculum', 'Curriculum Development', 'Student Assessment', 'Google Classroom',
  'Smart Board',
];

function parseNames(): string[] {
  let rest = NAMES.replace(/\s+/g, ' ');
  const out: string[] = [];
  for (const m of [...MULTI].sort((a, b) => b.length - a.length)) {
    if (rest.includes(m)) {
      out.push(m);
      rest = rest.split(m).join(' ');
    }
  }
  for (const w of rest.split(' ')) if (w) out.push(w);
  return [...new Set(out)];
}

/** The catalogue used without a database (the command line, tests): ~250 common tech and business skills, non-IT professions included. */
export const DEFAULT_SKILLS: SkillEntry[] = parseNames().map((name) => ({ name }));
